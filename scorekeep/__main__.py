from scorekeep.cli.fast import main

main()
