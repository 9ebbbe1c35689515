"""Durak session scoring by rule id: the loss tally (DURAK-R20…R24), dealer and first attack
(DURAK-R4, R5), seating and the deal (DURAK-R3), and the game record's validation."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scorekeep.app.rulesets import load_ruleset
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Table, Team
from scorekeep.core.session import Header, Journal, Record, replay
from scorekeep.files.home import Home
from scorekeep.games.durak import round as durak_round
from scorekeep.games.durak.cards import Card, Suit, deck
from scorekeep.games.durak.engine import ENGINE
from scorekeep.games.durak.sheet import ranking, rate_text, status_text, tally

RULESET = load_ruleset(Home(Path("/nonexistent-scorekeep-home")), "durak")
PLAYERS = ["Ania", "Bartek", "Celina", "Dorota"]


def ctx(players: list[str] = PLAYERS, team_words: tuple[str, ...] = (), **options: Any) -> Context:
    effective = RULESET.effective(options)
    return Context(RULESET, effective, ENGINE.seat(players, list(team_words), RULESET, effective))


def session(
    *games: dict[str, Any],
    players: list[str] = PLAYERS,
    team_words: tuple[str, ...] = (),
    close: bool = False,
    **options: Any,
):
    c = ctx(players, team_words, **options)
    records = [Record("hand", i, g) for i, g in enumerate(games, 1)]
    if close:
        records.append(Record("close", 0))
    return replay(Journal(Header("t", "durak", "durak", {}, c.table), tuple(records)), ENGINE, c)


def durak(name: str, **extra: Any) -> dict[str, Any]:
    return {"durak": name, **extra}


def draw(*names: str) -> dict[str, Any]:
    return {"draw": list(names)}


def status(result) -> dict[str, Any]:
    s = result.standing
    return {
        "totals": dict(s.totals),
        "finished": s.finished,
        "winner": s.winner,
        "next_dealer": s.next_dealer,
        **s.extra,
    }


TEAMS = ("Red=Ania+Celina", "Blue=Bartek+Dorota")


# ----------------------------------------------------------------- the loss tally


def test_DURAK_R20_each_durak_adds_one_loss_to_that_player():
    result = session(durak("Bartek"), durak("Celina"), durak("Bartek"))
    assert status(result)["totals"] == {"Ania": 0, "Bartek": 2, "Celina": 1, "Dorota": 0}
    assert status(result)["losses"] == status(result)["totals"]
    assert status(result)["games"] == 3 and status(result)["draws"] == 0
    assert dict(result.lines[0].outcome.scores) == {
        "Ania": 0,
        "Bartek": 1,
        "Celina": 0,
        "Dorota": 0,
    }


def test_DURAK_R20_a_draw_adds_no_loss_and_counts_a_draw():
    result = session(durak("Ania"), draw("Bartek", "Dorota"))
    s = status(result)
    assert s["totals"] == {"Ania": 1, "Bartek": 0, "Celina": 0, "Dorota": 0}
    assert s["draws"] == 1 and s["games"] == 2
    assert s["draws_by"] == {"Ania": 0, "Bartek": 1, "Celina": 0, "Dorota": 1}
    assert "no loss" in result.lines[1].outcome.notes[0]


def test_DURAK_R20_R23_in_team_play_the_loss_goes_to_the_durak_team():
    result = session(durak("Celina"), durak("Ania"), durak("Dorota"), team_words=TEAMS)
    assert status(result)["totals"] == {"Red": 2, "Blue": 1}
    assert result.lines[0].outcome.scores == {"Red": 1, "Blue": 0}
    assert status(result)["next_dealer"] == "Dorota"  # the player deals, not the team


def test_DURAK_R21_epaulettes_are_counted_and_add_no_loss_by_default():
    result = session(durak("Bartek", epaulettes=True), durak("Ania"))
    s = status(result)
    assert s["totals"] == {"Ania": 1, "Bartek": 1, "Celina": 0, "Dorota": 0}
    assert s["epaulettes"] == {"Bartek": 1}  # only non-zero counts


def test_DURAK_R21_epaulette_extra_loss_adds_to_the_durak():
    result = session(durak("Bartek", epaulettes=True), epaulette_extra_loss=2)
    assert status(result)["totals"]["Bartek"] == 3
    assert result.lines[0].outcome.scores["Bartek"] == 3
    assert "+2 extra losses" in result.lines[0].outcome.notes[1]


def test_DURAK_R21_epaulettes_in_team_play_count_for_the_team():
    result = session(durak("Dorota", epaulettes=True), team_words=TEAMS, epaulette_extra_loss=1)
    assert status(result)["epaulettes"] == {"Blue": 1}
    assert status(result)["totals"] == {"Red": 0, "Blue": 2}


def test_DURAK_R21_epaulettes_need_a_durak():
    with pytest.raises(Rejected, match="epaulettes need a durak"):
        session({"draw": ["Ania", "Bartek"], "epaulettes": True})


def test_DURAK_R22_reaching_the_loss_target_ends_the_session():
    result = session(durak("Bartek"), draw("Ania", "Celina"), durak("Bartek"), loss_target=2)
    s = status(result)
    assert s["finished"] is True and s["loser"] == "Bartek"
    assert s["winner"] is None  # Durak has no winner, only a loser
    assert s["next_dealer"] is None
    assert "target 2" in result.standing.reason


def test_DURAK_R22_no_game_may_be_recorded_after_the_session_ended():
    with pytest.raises(Rejected, match="finished"):
        session(durak("Bartek"), durak("Ania"), loss_target=1, play_on=False)


def test_DURAK_R22_open_session_never_finishes_and_names_the_leader():
    result = session(*[durak("Celina")] * 9, durak("Ania"))
    s = status(result)
    assert s["finished"] is False and s["loser"] is None
    assert s["leader"] == "Celina" and s["loss_target"] == 0


def test_DURAK_R22_a_shared_lead_has_no_leader():
    assert status(session(durak("Ania"), durak("Bartek")))["leader"] is None


def test_DURAK_R22_closing_an_open_session_makes_the_leader_the_loser():
    result = session(durak("Ania"), durak("Dorota"), durak("Dorota"), close=True)
    s = status(result)
    assert s["finished"] is True and s["loser"] == "Dorota" and s["next_dealer"] is None
    assert result.settlement is not None
    assert dict(result.settlement.scores) == dict.fromkeys(PLAYERS, 0)
    tied = status(session(durak("Ania"), durak("Dorota"), close=True))
    assert tied["finished"] is True and tied["loser"] is None


def test_DURAK_R22_a_team_reaches_the_target():
    result = session(durak("Ania"), durak("Celina"), team_words=TEAMS, loss_target=2)
    assert status(result)["loser"] == "Red"


def test_DURAK_R23_a_draw_between_team_mates_is_refused():
    with pytest.raises(Rejected, match="same team"):
        session(draw("Ania", "Celina"), team_words=TEAMS)
    ok = session(draw("Ania", "Bartek", "Celina"), team_words=TEAMS)  # mixed teams: fine
    assert status(ok)["draws"] == 1 and status(ok)["draws_by"] == {"Red": 1, "Blue": 1}


@pytest.mark.parametrize(
    ("teams", "message"),
    [
        (("Red=Ania+Celina", "Blue=Bartek"), "Dorota is in no team"),
        (("Red=Ania+Celina", "Blue=Celina+Bartek+Dorota"), "two teams"),
        (("All=Ania+Bartek+Celina+Dorota",), "at least two teams"),
        (("Red=Ania+Zed", "Blue=Bartek+Celina+Dorota"), "unknown player"),
    ],
)
def test_DURAK_R23_teams_must_partition_the_players(teams, message):
    with pytest.raises(Rejected, match=message):
        ctx(team_words=teams)


def test_DURAK_R23_teams_option_seats_the_same_teams_as_the_flag():
    by_option = ctx(teams={"Red": ["Ania", "Cel"], "Blue": ["Bartek", "Dorota"]})
    by_flag = ctx(team_words=TEAMS)
    assert (
        by_option.table.teams
        == by_flag.table.teams
        == (Team("Red", ("Ania", "Celina")), Team("Blue", ("Bartek", "Dorota")))
    )


def test_DURAK_R23_flag_and_option_must_agree():
    options = RULESET.effective(
        {"teams": {"Red": ["Ania", "Bartek"], "Blue": ["Celina", "Dorota"]}}
    )
    with pytest.raises(Rejected, match="disagree"):
        ENGINE.seat(PLAYERS, list(TEAMS), RULESET, options)
    same = RULESET.effective({"teams": {"A": ["Ania", "Celina"], "B": ["Bartek", "Dorota"]}})
    assert ENGINE.seat(PLAYERS, list(TEAMS), RULESET, same).sides == ("Red", "Blue")


def test_DURAK_R23_a_hand_edited_header_with_disagreeing_teams_is_refused():
    options = RULESET.effective(
        {"teams": {"Red": ["Ania", "Bartek"], "Blue": ["Celina", "Dorota"]}}
    )
    table = Table(
        tuple(PLAYERS), (Team("Red", ("Ania", "Celina")), Team("Blue", ("Bartek", "Dorota")))
    )
    c = Context(RULESET, options, table)
    with pytest.raises(Rejected, match="disagree"):
        ENGINE.play(ENGINE.start(c), durak("Ania"), c)


def test_DURAK_R24_ranking_by_losses_then_rate_with_shared_ranks():
    result = session(
        durak("Bartek"),
        durak("Celina"),
        draw("Ania", "Dorota"),
        durak("Bartek", epaulettes=True),
        durak("Bartek"),
    )
    s = status(result)
    rows = ranking({**s, "teams": {}})
    assert [(row["rank"], row["side"], row["losses"]) for row in rows] == [
        (1, "Ania", 0),
        (1, "Dorota", 0),
        (3, "Celina", 1),
        (4, "Bartek", 3),
    ]
    bartek = rows[-1]
    assert bartek["games"] == 5 and bartek["rate"] == 0.6
    assert bartek["epaulettes"] == 1 and bartek["streak"] == 2
    assert rows[0]["draws"] == 1


def test_DURAK_R24_a_game_not_lost_ends_the_losing_streak():
    s = status(session(durak("Ania"), durak("Ania"), draw("Bartek", "Celina"), durak("Ania")))
    assert s["streaks"]["Ania"] == 1
    s = status(session(durak("Ania"), durak("Ania"), durak("Ania")))
    assert s["streaks"] == {"Ania": 3, "Bartek": 0, "Celina": 0, "Dorota": 0}


def test_DURAK_R24_status_text_ranks_and_shows_tally_marks():
    s = status(session(*[durak("Bartek")] * 6, loss_target=0))
    text = status_text({**s, "session": "fri", "ruleset": "durak"})
    assert "||||| |" in text and "leader in losses: Bartek" in text
    assert tally(0) == "" and tally(5) == "|||||" and tally(7) == "||||| ||"


# ----------------------------------------------------------------- dealer and first attack


def test_DURAK_R4_first_game_dealt_by_the_first_listed_player_by_default():
    assert status(session())["next_dealer"] == "Ania"
    assert status(session(first_dealer="cel"))["next_dealer"] == "Celina"


def test_DURAK_R4_the_durak_deals_next_and_a_draw_keeps_the_dealer():
    result = session(durak("Celina"), draw("Ania", "Bartek"), durak("Dorota"))
    dealers = [line.outcome.detail.dealer for line in result.lines]
    assert dealers == ["Ania", "Celina", "Celina"]
    assert status(result)["next_dealer"] == "Dorota"


def test_DURAK_R4_first_dealer_must_be_a_player():
    with pytest.raises(Rejected, match="unknown player"):
        ctx(first_dealer="Zenon")


def test_DURAK_R5_lowest_trump_leads_unless_the_durak_is_attacked():
    assert status(session(durak("Celina")))["first_attacker"] is None  # lowest trump
    s = status(session(durak("Celina"), later_first_attack="attack_the_durak"))
    assert s["first_attacker"] == "Bartek"  # on Celina's right, so Celina defends
    assert durak_round.seat_after(PLAYERS, s["first_attacker"]) == "Celina"
    s = status(session(durak("Ania"), later_first_attack="attack_the_durak"))
    assert s["first_attacker"] == "Dorota"
    assert status(session(later_first_attack="attack_the_durak"))["first_attacker"] is None


def test_DURAK_R5_the_holder_of_the_lowest_trump_attacks_first():
    hands = {
        "Ania": (Card(9, Suit.HEARTS), Card(14, Suit.SPADES)),
        "Bartek": (Card(7, Suit.HEARTS), Card(6, Suit.CLUBS)),
        "Celina": (Card(6, Suit.SPADES),),
    }
    assert durak_round.lowest_trump_holder(hands, Suit.HEARTS) == "Bartek"
    assert durak_round.lowest_trump_holder(hands, Suit.DIAMONDS) is None


# ----------------------------------------------------------------- seats and the deal


def test_DURAK_R3_six_cards_each_and_the_next_card_shows_trump_under_the_talon():
    cards = deck(36)
    dealt = durak_round.deal(cards, PLAYERS, 6)
    assert [len(h) for h in dealt.hands.values()] == [6, 6, 6, 6]
    assert dealt.trump == cards[24].suit and dealt.talon[-1] == cards[24]
    assert len(dealt.talon) == 12


def test_DURAK_R3_six_players_with_36_cards_deal_the_whole_pack():
    cards = deck(36)
    dealt = durak_round.deal(cards, [f"P{i}" for i in range(6)], 6)
    assert dealt.talon == () and dealt.trump == cards[-1].suit


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (7, {}),
        (9, {"deck_size": 52}),
        (4, {"hand_size": 10}),
    ],
)
def test_DURAK_R3_too_many_players_for_the_deck(players, options):
    with pytest.raises(Rejected, match="too many for the"):
        ctx([f"P{i}" for i in range(players)], **options)


def test_DURAK_R1_eight_players_fit_the_52_card_deck():
    assert len(ctx([f"P{i}" for i in range(8)], deck_size=52).table.players) == 8


@pytest.mark.parametrize(
    ("players", "message"),
    [
        (["Ania"], "at least 2"),
        (["Ania", "Bartek", "Ania"], "listed twice"),
        (["Ania", "ania"], "listed twice"),
    ],
)
def test_session_players_must_be_two_or_more_distinct(players, message):
    with pytest.raises(Rejected, match=message):
        ctx(players)


def test_DURAK_R9_first_ceiling_above_table_ceiling_is_refused():
    with pytest.raises(Rejected, match="first_ceiling"):
        ctx(first_ceiling=7)


# ----------------------------------------------------------------- the game record


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ({"durak": "Ania", "draw": ["Bartek", "Celina"]}, "either"),
        ({}, "durak"),
        ({"note": "no result"}, "durak"),
        ({"durak": "Zenon"}, "unknown player"),
        ({"draw": ["Ania", "Zenon"]}, "unknown player"),
        ({"draw": ["Ania"]}, "draw"),
        ({"draw": ["Ania", "ania"]}, "draw"),
        ({"draw": "Ania,Bartek"}, "draw"),
        ({"durak": 3}, "durak"),
        ({"durak": "Ania", "epaulettes": "yes"}, "epaulettes"),
        ({"durak": "Ania", "note": 5}, "note"),
        ({"durak": "Ania", "points": 5}, "unknown field"),
    ],
)
def test_a_hand_edited_record_is_validated_as_strictly_as_the_command_line(entry, message):
    with pytest.raises(Rejected, match=message):
        session(entry)


def test_a_record_names_players_by_unambiguous_prefix():
    assert status(session({"durak": "bart"}))["totals"]["Bartek"] == 1
    with pytest.raises(Rejected, match="could be"):
        session({"durak": "B"}, players=["Bartek", "Basia"])


def test_entry_from_fields_resolves_names_and_splits_draw_lists():
    c = ctx()
    assert ENGINE.entry_from_fields({"draw": ["an,bart", "cel"]}, c) == {
        "draw": ["Ania", "Bartek", "Celina"]
    }
    assert ENGINE.entry_from_fields({"durak": "dor", "epaulettes": True, "note": "x"}, c) == {
        "durak": "Dorota",
        "epaulettes": True,
        "note": "x",
    }


def test_describe_in_the_table_words():
    c = ctx()
    assert ENGINE.describe(durak("Ania", epaulettes=True, note="sixes"), c) == (
        "durak Ania with epaulettes — sixes"
    )
    assert ENGINE.describe(draw("Ania", "Bartek"), c) == "draw: Ania, Bartek"


def test_a_draw_lists_players_in_seat_order():
    result = session(draw("Dorota", "Ania"))
    assert result.lines[0].outcome.detail.draw == ("Ania", "Dorota")


def test_DURAK_R24_rate_of_five_in_eight_reads_0_63():
    s = status(session(*[durak("Bartek")] * 5, *[durak("Ania")] * 3, loss_target=0))
    text = status_text({**s, "session": "fri", "ruleset": "durak"})
    row = next(line for line in text.splitlines() if "Bartek" in line)
    assert "0.63" in row.split() and "0.62" not in row.split()
    assert rate_text(5, 8) == "0.63" and rate_text(1, 3) == "0.33" and rate_text(0, 0) == "0.00"


def test_DURAK_R24_html_rate_of_five_in_eight_reads_0_63():
    from scorekeep.games.durak.sheet_html import body

    s = status(session(*[durak("Bartek")] * 5, *[durak("Ania")] * 3, loss_target=0))
    html = body({**s, "session": "fri", "ruleset": "durak"})
    assert '<td class="num">0.63</td>' in html and ">0.62<" not in html
