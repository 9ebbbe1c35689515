"""One module per game, each exporting ``ENGINE``, an object that satisfies
:class:`scorekeep.core.game.Engine`.

Adding a game:

1. ``scorekeep/games/<game>.py``: the engine. Pure (no I/O, no printing, no clock), frozen
   dataclasses for state, deterministic. ``option_keys`` and ``rule_ids`` list exactly the
   options and numbered rules the ruleset must define. ``hand_fields`` declares the
   ``hand``/``fix`` flags (parsed by :mod:`scorekeep.core.fields`); ``entry_from_fields`` turns
   them into the journal entry (plain TOML values); ``play`` validates an entry against the
   running state and scores it, raising :class:`~scorekeep.core.errors.Rejected` that names
   the field, the value and the rule; ``standing`` gives totals, winner, next dealer and the
   game's own status keys; ``questions`` maps each ``judge`` question to its inputs and answer.
2. ``rulesets/<ruleset>.toml``: every option with type, default, allowed values and a
   description, and the text of every rule (verdicts quote it).
3. Optionally ``scorekeep/render/<game>.py`` with ``sheet_text(data)`` / ``status_text(data)``
   for a scoresheet in the game's own tradition (bridge: the We/They pad).
4. ``scorekeep/examples/<game>.toml``: a bundled example evening (``scorekeep example GAME``).
5. Register the module and its aliases in :mod:`scorekeep.core.registry`.
"""
