from scorekeep.cli.app import main

main()
