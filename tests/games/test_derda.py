"""Derda: the rules' worked examples and every DERDA rule by id."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scorekeep.app.rulesets import load_ruleset
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context
from scorekeep.core.session import Header, Journal, Record, Replay, replay
from scorekeep.files.home import Home
from scorekeep.games.derda import words as derda_words
from scorekeep.games.derda.engine import ENGINE
from scorekeep.games.derda.entries import card_maximum
from scorekeep.games.derda.tally import tally

RULESET = load_ruleset(Home(Path("/nonexistent-scorekeep-home")), "derda")
PLAYERS = ("Ania", "Bartek")


def ctx(**options: Any) -> Context:
    effective = RULESET.effective(options)
    return Context(RULESET, effective, ENGINE.seat(list(PLAYERS), [], RULESET, effective))


def game(*entries: dict[str, Any], close: bool = False, **options: Any) -> Replay:
    c = ctx(**options)
    records = [Record("hand", i, e) for i, e in enumerate(entries, 1)]
    if close:
        records.append(Record("close", 0))
    return replay(
        Journal(Header("t", "derda", "derda", options, c.table), tuple(records)), ENGINE, c
    )


def hand(bidder: str, ania: int, bartek: int, trump: str = "H", **extra: Any) -> dict[str, Any]:
    return {"bidder": bidder, "trump": trump, "cards": {"Ania": ania, "Bartek": bartek}, **extra}


def trade(player: str, points: int, **extra: Any) -> dict[str, Any]:
    return {"trade": {player: points}, **extra}


def claim(
    by: str, cards: int, bidder: str = "Bartek", trump: str = "H", **words: list[str]
) -> dict[str, Any]:
    entry: dict[str, Any] = {"bidder": bidder, "trump": trump, "claim": {"by": by, "cards": cards}}
    if words:
        entry["words"] = dict(words)
    return entry


def scores(result: Replay) -> list[tuple[int, int]]:
    return [
        (line.outcome.scores["Ania"], line.outcome.scores["Bartek"])
        for line in result.lines
        if line.outcome is not None
    ]


def totals(result: Replay) -> tuple[int, int]:
    return result.standing.totals["Ania"], result.standing.totals["Bartek"]


def refused(*entries: dict[str, Any], **options: Any) -> str:
    with pytest.raises(Rejected) as caught:
        game(*entries, **options)
    return str(caught.value)


def words_of(
    trump: str | None, dealer: str | None = "Bartek", **declared: list[str]
) -> derda_words.WordsResult:
    decls = derda_words.read_declarations(declared, PLAYERS, trump)
    return derda_words.score_words(decls, PLAYERS, dealer)


# ----------------------------------------------------------------- worked examples


def test_example_1_made_with_a_derda():
    result = game(hand("Ania", 70, 50, words={"Ania": ["KH QH JH"]}))
    assert scores(result) == [(90, 50)]
    assert result.standing.next_dealer == "Ania"


def test_example_2_bajt_defender_takes_everything():
    result = game(hand("Bartek", 80, 40, trump="S"))
    assert scores(result) == [(120, 0)]
    assert result.standing.next_dealer == "Ania"


def test_example_3_sztajnbajt_pot_goes_to_next_winner():
    result = game(hand("Ania", 60, 60), hand("Bartek", 30, 70))
    assert scores(result) == [(0, 60), (30, 130)]
    assert result.lines[0].outcome.detail.pot == 60
    assert result.standing.extra["hanging"] == 0


def test_example_4_chain_of_sztajnbajts_accumulates():
    first = game(hand("Ania", 55, 55), hand("Bartek", 50, 50))
    assert scores(first) == [(0, 55), (50, 0)]
    assert first.standing.extra["hanging"] == 105
    result = game(hand("Ania", 55, 55), hand("Bartek", 50, 50), hand("Ania", 80, 40))
    assert scores(result)[-1] == (185, 40)
    assert result.standing.extra["hanging"] == 0


def test_example_5_same_length_king_beats_queen_trump_no_priority():
    said = words_of("S", Ania=["QS JS 10S"], Bartek=["KD QD JD"])
    assert said.scorer == "Bartek" and said.reason == "top card"
    assert (said.points("Ania"), said.points("Bartek")) == (0, 20)


def test_example_6_four_beats_three_and_all_sequences_score():
    said = words_of("H", Ania=["10D 9D 8D 7D", "KS QS JS"], Bartek=["AC KC QC"])
    assert said.scorer == "Ania" and said.reason == "length"
    assert (said.points("Ania"), said.points("Bartek")) == (70, 0)


def test_example_7_both_pass_500_bidder_wins():
    result = game(trade("Ania", 430), trade("Bartek", 458), hand("Ania", 72, 60))
    assert totals(result) == (502, 518)
    assert result.standing.finished and result.standing.winner == "Ania"


def test_example_8_dosc_right_and_wrong():
    right = game(trade("Ania", 380), claim("Ania", 75, Ania=["AS KS QS JS"]))
    assert totals(right) == (505, 0)
    assert right.standing.winner == "Ania"
    wrong = game(trade("Ania", 380), claim("Ania", 60, Ania=["AD KD QD"], Bartek=["10C 9C 8C 7C"]))
    assert totals(wrong) == (380, 0)
    assert wrong.standing.finished and wrong.standing.winner == "Bartek"
    assert "440" in wrong.standing.reason


def test_example_9_tally_marks():
    assert tally(505) == ("○ ○ ○ ○ ○", "5")
    assert tally(230) == ("○ ○ └",)
    assert tally(230, "ascii") == ("O O L",)
    assert tally(64) == ("∨ ─", "4")


# ----------------------------------------------------------------- rules by id


def test_DERDA_R1_words_counted_before_comparing_points():
    # 50 + 20 words = 70 > 60: made, although cards alone would be a bajt
    result = game(hand("Ania", 50, 60, words={"Ania": ["AS KS QS"]}))
    assert scores(result) == [(70, 60)]
    assert result.lines[0].outcome.detail.result == "made"


def test_DERDA_R2_derda_20_fifty_50_longer_still_50():
    assert words_of(None, Ania=["KH QH JH"]).points("Ania") == 20
    assert words_of(None, Ania=["KH QH JH 10H"]).points("Ania") == 50
    assert words_of(None, Ania=["AH KH QH JH 10H 9H"]).points("Ania") == 50


def test_DERDA_R2_cards_in_any_order_and_local_letters():
    decls = derda_words.read_declarations({"Ania": ["JH KH QH"]}, PLAYERS, "H")
    assert str(decls["Ania"].runs[0]) == "KH QH JH"


def test_DERDA_R2_same_card_in_two_sequences_of_one_player():
    with pytest.raises(Rejected, match="same card QH"):
        derda_words.read_declarations({"Ania": ["KH QH JH", "QH JH 10H"]}, PLAYERS, "S")


def test_DERDA_R2_same_card_declared_by_two_players():
    with pytest.raises(Rejected, match="same card QH declared by two players"):
        derda_words.read_declarations({"Ania": ["KH QH JH"], "Bartek": ["QH JH 10H"]}, PLAYERS, "S")


def test_DERDA_R2_gap_is_not_a_sequence():
    with pytest.raises(Rejected, match="not a sequence: gap in 'KH QH 10H'"):
        derda_words.read_declarations({"Ania": ["KH QH 10H"]}, PLAYERS, "S")


def test_DERDA_R2_more_than_nine_cards_declared():
    with pytest.raises(Rejected, match="10 different cards"):
        derda_words.read_declarations(
            {"Ania": ["AH KH QH JH 10H", "AS KS QS JS 10S"]}, PLAYERS, "D"
        )


def test_DERDA_R3_only_best_holder_scores_all_his_sequences():
    said = words_of("C", Ania=["AS KS QS", "AD KD QD"], Bartek=["10H 9H 8H 7H"])
    assert said.scorer == "Bartek"
    assert said.sequences == {"Ania": 0, "Bartek": 50}


def test_DERDA_R4_longer_wins_then_top_card_then_non_dealer():
    assert words_of("H", Ania=["10D 9D 8D 7D"], Bartek=["AS KS QS"]).scorer == "Ania"
    assert words_of("H", Ania=["AD KD QD"], Bartek=["KS QS JS"]).scorer == "Ania"
    tie = words_of("H", dealer="Bartek", Ania=["KD QD JD"], Bartek=["KS QS JS"])
    assert tie.scorer == "Ania" and tie.reason == "non-dealer"
    tie = words_of("H", dealer="Ania", Ania=["KD QD JD"], Bartek=["KS QS JS"])
    assert tie.scorer == "Bartek"


def test_DERDA_R4_trump_sequence_has_no_priority():
    said = words_of("D", dealer="Ania", Ania=["KD QD JD"], Bartek=["KS QS JS"])
    assert said.scorer == "Bartek"


def test_DERDA_R4_dealer_used_from_the_rotation_in_a_played_hand():
    # Ania deals hand 1, so Bartek (non-dealer) wins the tie of equal sequences
    result = game(
        hand("Ania", 70, 50, trump="C", words={"Ania": ["KD QD JD"], "Bartek": ["KS QS JS"]})
    )
    assert result.lines[0].outcome.detail.words.sequences == {"Ania": 0, "Bartek": 20}


def test_DERDA_R5_belo_independent_of_sequences():
    said = words_of("H", Ania=["KH QH JH", "belo"], Bartek=["AS KS QS JS"])
    assert said.scorer == "Bartek"
    assert (said.points("Ania"), said.points("Bartek")) == (20, 50)


def test_DERDA_R5_belo_of_player_impossible_when_other_declared_king():
    with pytest.raises(Rejected, match="belo of Ania impossible"):
        derda_words.read_declarations({"Ania": ["belo"], "Bartek": ["KH QH JH"]}, PLAYERS, "H")


def test_DERDA_R5_belo_needs_trump():
    with pytest.raises(Rejected, match="needs the trump"):
        derda_words.read_declarations({"Ania": ["belo"]}, PLAYERS, None)


def test_DERDA_R5_belo_in_played_hand():
    result = game(hand("Bartek", 60, 40, trump="S", words={"Bartek": ["belo"]}))
    assert result.lines[0].outcome.detail.points == {"Ania": 60, "Bartek": 60}
    assert result.lines[0].outcome.detail.result == "sztajnbajt"


def test_DERDA_R6_trump_jack_is_card_points_not_a_word():
    assert card_maximum(RULESET, ctx().options) == 136
    assert RULESET.cards["trump"]["J"] == 22
    assert "exceeds the maximum 136" in refused(hand("Ania", 100, 37))


def test_DERDA_R7_hand_points_cards_plus_scoring_words_plus_belo():
    result = game(
        hand("Ania", 40, 50, words={"Ania": ["AH KH QH JH", "belo"], "Bartek": ["AS KS QS"]})
    )
    assert result.lines[0].outcome.detail.points == {"Ania": 110, "Bartek": 50}


def test_DERDA_R7_words_of_a_trickless_player_count_by_default():
    entry = hand("Ania", 0, 120, words={"Ania": ["AS KS QS JS"]}, no_tricks=["Ania"])
    assert game(entry).lines[0].outcome.detail.points["Ania"] == 50


def test_DERDA_R7_words_need_trick_option_voids_them():
    entry = hand(
        "Ania", 0, 120, words={"Ania": ["AS KS QS JS"], "Bartek": ["AD KD QD"]}, no_tricks=["Ania"]
    )
    result = game(entry, words_need_trick=True)
    assert result.lines[0].outcome.detail.points == {"Ania": 0, "Bartek": 140}


def test_DERDA_R7_no_tricks_player_with_card_points_rejected():
    assert "Bartek took no tricks but has card points" in refused(
        hand("Ania", 100, 5, no_tricks=["Bartek"])
    )


def test_DERDA_R7_zero_card_points_without_no_tricks_is_a_warning():
    result = game(hand("Ania", 120, 0))
    assert scores(result) == [(120, 0)]
    assert "Bartek has 0 card points" in result.lines[0].outcome.warnings[0]


def test_DERDA_R8_made_each_records_his_own():
    assert scores(game(hand("Bartek", 40, 80))) == [(40, 80)]


def test_DERDA_R8_bajt_defender_records_both():
    result = game(hand("Bartek", 81, 40, words={"Bartek": ["belo"]}))
    assert scores(result) == [(141, 0)]
    assert result.standing.extra["bajts"] == {"Ania": 0, "Bartek": 1}


def test_DERDA_R9_sztajnbajt_defender_records_bidder_hangs():
    result = game(hand("Bartek", 62, 62))
    assert scores(result) == [(62, 0)]
    assert result.standing.extra["hanging"] == 62
    assert result.standing.extra["hanging_from"] == "Bartek"


def test_DERDA_R9_pot_paid_to_defender_on_a_bajt():
    result = game(hand("Ania", 60, 60), hand("Ania", 30, 70))
    assert scores(result)[-1] == (0, 160)


def test_DERDA_R9_pot_waits_through_annulled_hands_and_trades():
    result = game(
        hand("Ania", 60, 60),
        {"annulled": "double-pass"},
        trade("Ania", 10),
        {"annulled": "dwa-razy"},
        hand("Ania", 70, 30),
    )
    assert scores(result) == [(0, 60), (0, 0), (10, 0), (0, 0), (130, 30)]


def test_DERDA_R9_pot_unresolved_when_defender_ends_game_on_the_sztajnbajt():
    result = game(trade("Bartek", 450), hand("Ania", 60, 60))
    assert result.standing.finished and result.standing.winner == "Bartek"
    assert result.standing.extra["unresolved_hanging"] == 60
    assert any("unresolved hanging 60" in n for n in result.lines[-1].outcome.notes)


def test_DERDA_R9_pot_unresolved_when_session_closed():
    result = game(hand("Ania", 60, 60), close=True)
    assert result.standing.finished and result.standing.winner is None
    assert result.standing.extra["unresolved_hanging"] == 60
    assert totals(result) == (0, 60)


def test_DERDA_R10_trade_adds_agreed_points_same_dealer():
    result = game(trade("Bartek", 20))
    assert scores(result) == [(0, 20)]
    assert result.standing.next_dealer == "Ania"
    assert game(trade("Bartek", 20, next_dealer="Bartek")).standing.next_dealer == "Bartek"


def test_DERDA_R10_trade_disabled_rejected():
    assert "trade offers are disabled" in refused(trade("Ania", 20), trade_offers=False)


def test_DERDA_R10_trade_points_must_be_positive():
    assert "must be a positive whole number" in refused(trade("Ania", 0))


def test_DERDA_R10_trade_can_end_the_game():
    result = game(trade("Ania", 480), trade("Ania", 25))
    assert result.standing.winner == "Ania"


def test_DERDA_R11_first_to_target_wins():
    result = game(trade("Ania", 400), hand("Bartek", 100, 20))
    assert totals(result) == (520, 0)
    assert result.standing.finished and result.standing.winner == "Ania"
    assert result.standing.next_dealer is None


def test_DERDA_R11_both_over_target_bidder_wins_whatever_the_totals():
    result = game(trade("Ania", 480), trade("Bartek", 490), hand("Bartek", 60, 61))
    assert totals(result) == (540, 551)
    assert result.standing.winner == "Bartek"


def test_DERDA_R11_nothing_after_the_game_ended():
    assert "game already finished" in refused(
        trade("Ania", 499), trade("Ania", 1), hand("Ania", 70, 30), play_on=False
    )


def test_DERDA_R11_target_option():
    assert game(trade("Ania", 300), target=300).standing.winner == "Ania"


def test_DERDA_R12_annulled_hands_score_nothing_and_pass_or_keep_the_deal():
    result = game({"annulled": "double-pass"})
    assert scores(result) == [(0, 0)] and result.standing.next_dealer == "Bartek"
    result = game({"annulled": "dwa-razy"})
    assert result.standing.next_dealer == "Ania"


def test_DERDA_R12_unknown_annulment_kind():
    assert "unknown annulment kind 'all-pass'" in refused({"annulled": "all-pass"})


def test_DERDA_R13_dosc_wrong_pot_not_counted_totals_stay():
    result = game(
        hand("Ania", 60, 60),
        trade("Bartek", 300),
        claim("Bartek", 70, bidder="Ania", Bartek=["KS QS JS 10S"]),
    )
    # 360 + 70 + 50 = 480 < 500 (the hanging 60 does not count): wrong, totals stay
    assert totals(result) == (0, 360)
    assert result.standing.winner == "Ania"
    assert result.standing.extra["unresolved_hanging"] == 60


def test_DERDA_R13_dosc_uses_sequence_comparison_and_belo():
    result = game(
        trade("Ania", 450), claim("Ania", 30, trump="H", Ania=["belo"], Bartek=["AD KD QD"])
    )
    assert totals(result) == (500, 0)
    assert result.standing.winner == "Ania"


def test_DERDA_R14_totals_never_negative_and_negative_points_refused():
    assert "must be a whole number ≥ 0" in refused(hand("Ania", -5, 60))
    result = game(hand("Ania", 10, 100), hand("Ania", 10, 100))
    assert all(t >= 0 for t in totals(result))


def test_DERDA_C1_card_maximum_grows_with_options():
    assert card_maximum(RULESET, ctx(minela_bonus=14).options) == 148
    assert card_maximum(RULESET, ctx(last_trick_bonus=10).options) == 146
    assert scores(game(hand("Ania", 100, 46), last_trick_bonus=10)) == [(100, 46)]


def test_DERDA_D1_dealer_rotation():
    result = game(
        hand("Bartek", 40, 80),
        hand("Bartek", 80, 40),
        hand("Ania", 60, 60),
        {"annulled": "double-pass"},
    )
    dealers = [line.outcome.detail.dealer for line in result.lines]
    # made by Bartek → Bartek deals; bajt of Bartek → Ania; sztajnbajt → not Ania;
    # double pass → passes back to Ania
    assert dealers == ["Ania", "Bartek", "Ania", "Bartek"]
    assert result.standing.next_dealer == "Ania"


def test_DERDA_D1_sztajnbajt_passes_to_opponent_of_dealer_not_defender():
    # Ania deals, Ania bids: the opponent of the dealer (Bartek) is also the defender;
    # Bartek deals, Ania bids: the opponent of the dealer is Ania, the bidder
    result = game({"annulled": "double-pass"}, hand("Ania", 60, 60))
    assert result.lines[1].outcome.detail.dealer == "Bartek"
    assert result.standing.next_dealer == "Ania"


def test_DERDA_D1_first_dealer_option_and_explicit_dealer():
    assert game(first_dealer="Bartek").standing.next_dealer == "Bartek"
    result = game(hand("Ania", 60, 60, dealer="Bartek"))
    assert result.lines[0].outcome.detail.dealer == "Bartek"
    assert result.standing.next_dealer == "Ania"


def test_DERDA_D1_non_dealer_bids_first_and_leads():
    assert game().standing.extra["first_bid_and_lead"] == "Bartek"


# ----------------------------------------------------------------- hand-edited journals


def test_journal_entry_validated_as_strictly_as_the_command_line():
    assert "bidder 'Celina' is not a player" in refused(hand("Celina", 60, 50))
    assert "unknown player 'Celina'" in refused(
        {"bidder": "Ania", "cards": {"Ania": 60, "Celina": 50}}
    )
    assert "unknown trump suit" in refused(hand("Ania", 60, 50, trump="X"))
    assert "no card points for Bartek" in refused({"bidder": "Ania", "cards": {"Ania": 60}})
    assert "unknown field 'tricks'" in refused({**hand("Ania", 60, 50), "tricks": 5})
    assert "an annulled hand has no --cards" in refused(
        {"annulled": "dwa-razy", "cards": {"Ania": 1, "Bartek": 2}}
    )
    assert "must be a whole number" in refused(hand("Ania", True, 50))  # type: ignore[arg-type]
    assert "words must map each player" in refused(hand("Ania", 60, 50, words=["KH QH JH"]))
    assert "words of Ania must be a list" in refused(
        hand("Ania", 60, 50, words={"Ania": [{"KH": 1}]})
    )
    assert "words of Ania must be a list" in refused(hand("Ania", 60, 50, words={"Ania": [3]}))


def test_describe_reads_like_the_table():
    result = game(
        hand("Ania", 70, 50, words={"Ania": ["KH QH JH"]}),
        trade("Bartek", 20),
        {"annulled": "dwa-razy"},
    )
    c = ctx()
    texts = [ENGINE.describe(line.entry, c, line.outcome) for line in result.lines]
    assert texts == [
        "hearts by Ania: 90:50 made",
        "trade accepted: Bartek +20",
        "annulled: dwa razy",
    ]
