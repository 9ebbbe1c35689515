"""Contract bridge: rubber (the We/They pad), Chicago and duplicate (teams and pairs):
the auction, the contract's score, the deal, the revoke, their judge, shorthand and sheets."""

from scorekeep.core.game import Game

CARD_LANGUAGES: tuple[str, ...] = ("en",)
"""The languages whose card letters the game reads."""


GAMES = (
    Game(
        "bridge",
        engine="scorekeep.games.bridge.rubber",
        aliases=("brydz", "brydż", "rubber", "bridge-rubber"),
        ruleset="bridge-rubber",
        sheet="scorekeep.games.bridge.sheet",
        html="scorekeep.games.bridge.sheet_html",
        shorthand="scorekeep.games.bridge.shorthand",
        stats="scorekeep.games.bridge.stats",
        example="examples/bridge.toml",
        session_questions=("game-needed",),
        seats_are_sides=True,
        hand_word="deal",
        shows_vulnerability=True,
    ),
    Game(
        "bridge-chicago",
        engine="scorekeep.games.bridge.chicago",
        aliases=("chicago", "four-deal bridge"),
        sheet="scorekeep.games.bridge.chicago_sheet",
        html="scorekeep.games.bridge.chicago_sheet_html",
        shorthand="scorekeep.games.bridge.shorthand",
        stats="scorekeep.games.bridge.stats",
        example="examples/bridge-chicago.toml",
        shows_vulnerability=True,
    ),
    Game(
        "bridge-duplicate",
        engine="scorekeep.games.bridge.duplicate",
        aliases=("duplicate",),
        sheet="scorekeep.games.bridge.duplicate_sheet",
        html="scorekeep.games.bridge.duplicate_sheet_html",
        shorthand="scorekeep.games.bridge.duplicate_shorthand",
        stats="scorekeep.games.bridge.stats",
        example="examples/bridge-duplicate.toml",
        hand_word="result",
        exchange="scorekeep.games.bridge.pbn",
        exports=("pbn",),
        imports=(".pbn",),
        movement="scorekeep.games.bridge.movement_seats",
        site="scorekeep.games.bridge.duplicate_site",
    ),
    Game(
        "bridge-teams-event",
        engine="scorekeep.games.bridge.teams_event",
        aliases=("teams-event", "teams event", "turniej drużynowy"),
        sheet="scorekeep.games.bridge.teams_event_sheet",
        html="scorekeep.games.bridge.teams_event_sheet_html",
        shorthand="scorekeep.games.bridge.duplicate_shorthand",
        example="examples/bridge-teams-event.toml",
        exchange="scorekeep.games.bridge.teams_event_pbn",
        exports=("pbn",),
        draw="scorekeep.games.bridge.teams_event",
        site="scorekeep.games.bridge.teams_event_site",
    ),
)
