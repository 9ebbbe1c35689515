"""One module per game, each exporting ``ENGINE``, an object that satisfies
:class:`scorekeep.core.game.Engine`.

Adding a game (``tests/test_adding_a_game.py`` does all of this for a toy game):

1. ``scorekeep/games/<game>.py``: the engine. Pure (no I/O, no printing, no clock), named
   tuples for state and records (not dataclasses: importing and building those costs a
   ``hand`` more than its replay), deterministic. ``option_keys`` and ``rule_ids`` list exactly the
   options and numbered rules the ruleset must define. ``hand_fields`` declares the
   ``hand``/``fix`` flags (parsed by :mod:`scorekeep.core.fields`); ``entry_from_fields`` turns
   them into the journal entry (plain TOML values); ``play`` validates an entry against the
   running state and scores it, raising :class:`~scorekeep.core.errors.Rejected` that names
   the field, the value and the rule; ``standing`` gives totals, winner, next dealer and the
   game's own status keys; ``describe`` is the hand's line on the sheet; ``questions`` maps
   each ``judge`` question to its inputs and answer (a property that imports
   ``<game>_judge`` when asked, so recording a hand does not load the judge). Helpers that
   both the engine and its judge need go in a lower module (``deberc_rules``,
   ``durak_round``), never imported from the engine by the judge's private names.
2. ``rulesets/<ruleset>.toml``: every option with type, default, allowed values and a
   description, and the text of every rule (verdicts quote it).
3. Optionally ``scorekeep/render/<game>.py`` with ``sheet_text(data)`` / ``status_text(data)``
   for a text scoresheet in the game's own tradition (bridge: the We/They pad), and
   ``scorekeep/render/html/<game>.py`` with the printable sheet's hooks (listed in
   :mod:`scorekeep.render.html`). Without them the generic sheets are used.
4. Optionally ``scorekeep/games/<game>_shorthand.py`` exporting ``SHORTHAND``
   (:class:`scorekeep.core.shorthand.Shorthand`): the table's positional words for
   ``hand``, ``fix`` and ``table`` read into the same fields as the flags, what a short line
   lacks (``table`` asks for it), and the examples ``hand --help`` shows. Without it, flags
   only.
5. Optionally ``scorekeep/examples/<game>.toml``: a bundled example evening
   (``scorekeep example GAME``).
6. One :class:`~scorekeep.core.registry.Game` entry in :mod:`scorekeep.core.registry` naming
   the engine module, the aliases players type, the default ruleset (when it is not the
   game's name), the two sheet modules, the shorthand and the example. Nothing else lists
   the games: the CLI's help, ``judge``, ``example``, ruleset validation and the tests read
   the registry.
7. Tests: one whose name carries each rule id (``tests/test_rule_coverage.py`` checks), and
   the engine's purity is checked for every registered game (``tests/core/test_purity.py``).
"""
