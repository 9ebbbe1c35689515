"""The application layer: one path for every command, used by every front end (the Typer
commands, the start-up path of :mod:`scorekeep.cli.fast`, ``table``).

open (find the journal, read it, resolve its ruleset) → replay (the engine plays every hand)
→ record (a new entry checked, appended under the lock) → answer (the text or JSON a
command prints). :mod:`scorekeep.app.kept` is the seam around open + replay where the
start-up path takes an answer the cache kept, and it hands what it kept to the loaders as
arguments, never through module state.
"""
