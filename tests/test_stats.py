"""The statistics read from replays: per player, partnerships, head to head, and each game's
own figures taken from the hands' ``Outcome.detail``."""

from __future__ import annotations

from scorekeep.core.game import Table, Team
from scorekeep.core.session import Header, Replay
from scorekeep.stats import Filters, GamePlayed, games_of, summarise
from tests.games import test_deberc, test_derda, test_durak
from tests.games.test_bridge import deal, rubber
from tests.games.test_dernie_properties import context as dernie_context


def played(game: str, result: Replay, table: Table, date: str, name: str = "t") -> GamePlayed:
    header = Header(name, game, game, {}, table, created=date)
    (only,) = games_of(header, result)
    return only


def game(
    players: tuple[str, ...],
    winner: str | None,
    totals: dict[str, int],
    date: str = "2026-02-01T20:00:00+01:00",
    teams: tuple[Team, ...] = (),
    losers: tuple[str, ...] = (),
) -> GamePlayed:
    return GamePlayed("s", "toy", "toy", date, players, teams, totals, True, winner, losers, 2, ())


def test_wins_points_and_streaks_per_player():
    games = [
        game(("A", "B"), "A", {"A": 10, "B": 4}, "2026-02-01"),
        game(("A", "B"), "A", {"A": 7, "B": 1}, "2026-02-02"),
        game(("A", "B"), "B", {"A": 0, "B": 9}, "2026-02-02"),
    ]
    rows = {r["player"]: r for r in summarise(games)["players"]}
    a = rows["A"]
    assert (a["evenings"], a["games"], a["won"], a["win_rate"]) == (2, 3, 2, 0.667)
    assert (a["points_for"], a["points_against"], a["average_per_hand"]) == (17, 14, 2.8)
    assert (a["longest_winning_streak"], a["longest_losing_streak"]) == (2, 1)
    assert rows["B"]["longest_losing_streak"] == 2
    assert a["last_played"] == "2026-02-02"


def test_filters_by_game_player_and_date():
    games = [
        game(("A", "B"), "A", {"A": 1, "B": 0}, "2026-01-31T22:00"),
        game(("A", "C"), "C", {"A": 0, "C": 1}, "2026-02-01T20:00"),
    ]
    assert summarise(games, Filters(since="2026-02-01"))["games"] == 1
    assert summarise(games, Filters(until="2026-01-31"))["games"] == 1
    assert summarise(games, Filters(player="c"))["games"] == 1
    assert summarise(games, Filters(game="bridge"))["games"] == 0
    assert summarise(games, Filters(game="TOY"))["games"] == 2


def test_partnerships_and_head_to_head():
    teams = (Team("NS", ("N", "S")), Team("EW", ("E", "W")))
    games = [
        game(("N", "E", "S", "W"), "NS", {"NS": 700, "EW": 100}, teams=teams),
        game(("N", "E", "S", "W"), "EW", {"NS": 50, "EW": 500}, teams=teams),
        game(("N", "E", "S", "W"), "NS", {"NS": 600, "EW": 0}, teams=teams),
    ]
    data = summarise(games)
    assert data["partnerships"] == [
        {"players": ["E", "W"], "games": 3, "won": 1, "lost": 2},
        {"players": ["N", "S"], "games": 3, "won": 2, "lost": 1},
    ]
    pairs = {tuple(r["players"]): r for r in data["pairs"]}
    assert pairs[("N", "S")]["partners"] == 3
    assert pairs[("N", "S")]["first_ahead"] == 0  # partners are never ahead of each other
    assert pairs[("E", "N")] == {
        "players": ["E", "N"],
        "games": 3,
        "partners": 0,
        "opponents": 3,
        "first_ahead": 1,
        "second_ahead": 2,
    }


def test_bridge_slams_doubled_contracts_and_honors():
    result = rubber(
        deal("6SX", "N", 11),
        deal("4H", "E", 10, honors="EW:100"),
        deal("7N", "S", 13),
        deal("2DX", "W", 8),
        close=True,
    )
    table = bridge_table()
    figures = summarise([played("bridge", result, table, "2026-02-01")])["by_game"]["bridge"]
    assert (figures["slams_bid"], figures["slams_made"]) == (2, 1)
    assert (figures["doubled"], figures["doubled_made"], figures["doubled_defeated"]) == (2, 1, 1)
    assert figures["went_down_doubled"] == {"Mike": 1}
    assert (figures["honors"], figures["honors_points"]) == (1, 100)


def bridge_table() -> Table:
    from tests.games.test_bridge import ctx

    return ctx().table


def test_derda_bajts_pots_and_dosc():
    d = test_derda
    table = Table(d.PLAYERS)
    games = [
        played("derda", d.game(d.hand("Bartek", 80, 40, trump="S")), table, "2026-02-01", "a"),
        played("derda", d.game(d.hand("Ania", 60, 60), d.hand("Bartek", 30, 70)), table, "", "b"),
        played(
            "derda",
            d.game(d.trade("Ania", 380), d.claim("Ania", 60, Ania=["AD KD QD"])),
            table,
            "",
            "c",
        ),
    ]
    figures = summarise(games)["by_game"]["derda"]
    assert figures["bajts"] == {"Bartek": 1}
    assert figures["sztajnbajts"] == {"Ania": 1}
    assert figures["pots_won"] == {"Bartek": 1}
    assert figures["dosc_wrong"] == {"Ania": 1}


def test_deberc_bajts_hanging_rounds_and_outright_deberc():
    d = test_deberc
    c = d.ctx()
    result = d.evening(
        c,
        d.hand("Bartek", "C", Ania=90, Bartek=56),
        d.hand("Ania", "S", Ania=70, Bartek=70),
        d.hand("Ania", "S", {"Bartek": ["AH KH QH JH 10H 9H 8H"]}, Ania=100, Bartek=40),
    )
    figures = summarise([played("deberc", result, c.table, "")])["by_game"]["deberc"]
    assert figures["bajts"] == {"Bartek": 1}
    assert figures["hanging_rounds"] == 1
    assert figures["outright_deberc"] == 1 and figures["deberc_by"] == {"Bartek": 1}


def test_dernie_points_left_in_hand():
    from scorekeep.core.session import Journal, Record, replay
    from scorekeep.games.dernie.engine import ENGINE

    c = dernie_context(("Ania", "Bartek", "Celina"))
    entries = [
        {"closer": "Ania", "left": {"Bartek": 12, "Celina": 5}},
        {"closer": "Bartek", "left": {"Ania": 7, "Celina": 3}},
    ]
    records = tuple(Record("hand", i, e) for i, e in enumerate(entries, 1))
    result = replay(Journal(Header("t", "dernie", "dernie", {}, c.table), records), ENGINE, c)
    figures = summarise([played("dernie", result, c.table, "")])["by_game"]["dernie"]
    assert figures["points_left_in_hand"] == {"Bartek": 12, "Celina": 8, "Ania": 7}


def test_durak_losses_epaulettes_draws_and_runs_as_durak():
    d = test_durak
    one = d.session(
        d.durak("Ania"),
        d.durak("Ania", epaulettes=True),
        {"draw": ["Bartek", "Celina"]},
        close=True,
    )
    two = d.session(d.durak("Ania"), d.durak("Bartek"), close=True)
    table = Table(tuple(d.PLAYERS))
    data = summarise(
        [
            *games_of(Header("one", "durak", "durak", {}, table, created="2026-02-01"), one),
            *games_of(Header("two", "durak", "durak", {}, table, created="2026-02-02"), two),
        ]
    )
    figures = data["by_game"]["durak"]
    assert figures["losses"] == {"Ania": 3, "Bartek": 1}
    assert figures["epaulettes"] == {"Ania": 1}
    assert figures["draws"] == 1
    assert figures["session_losers"] == {"Ania": 1}  # the second session ended level
    assert figures["longest_run_as_durak"]["Ania"] == 2
    rows = {r["player"]: r for r in data["players"]}
    # a Durak game is one deal, won by everyone but its durak (SPEC §9): five games, a draw
    assert rows["Ania"]["won"] == 2 and rows["Ania"]["games"] == 5
    assert rows["Bartek"]["won"] == 4  # the durak of one game of five
