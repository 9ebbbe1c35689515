"""Durak properties over random legal play: whole games dealt and played out move by move
through the same rule functions the ``judge`` questions use, and random session tallies.

- cards are conserved between hands, table, talon and discard pile after every move;
- the table never breaks the ceilings or the defender-hand limit;
- every finished game has exactly one durak or a draw;
- session totals are the sum of per-game losses and a rejected record changes nothing.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from scorekeep.core.errors import Rejected
from scorekeep.games.durak import round as durak_round
from scorekeep.games.durak.cards import Card, beat_failure, deck
from tests.games.test_durak import session

MAX_ROUNDS = 400


@dataclass
class Game:
    """A game in progress; lists are mutated by the simulator only."""

    players: list[str]
    hands: dict[str, list[Card]]
    talon: list[Card]
    trump: Any
    all_cards: frozenset[Card]
    discard: list[Card] = field(default_factory=list)

    def check_conserved(self, table: durak_round.Table) -> None:
        everything = (
            [c for h in self.hands.values() for c in h]
            + self.talon
            + self.discard
            + list(durak_round.table_cards(table))
        )
        assert len(everything) == len(self.all_cards)
        assert set(everything) == self.all_cards


@dataclass(frozen=True)
class Result:
    durak: str | None
    draw: tuple[str, ...]
    rounds: int
    transfers: int
    takes: int


def violations(
    game: Game,
    seats: tuple[list[str], int, str],
    table: durak_round.Table,
    by: str,
    card: Card,
    taken: bool,
    attacker: str,
    defender: str,
) -> tuple[str, ...]:
    in_game, limit, who_throws = seats
    return durak_round.throw_violations(
        table,
        by,
        card,
        attacker=attacker,
        defender=defender,
        after_defender=durak_round.seat_after(in_game, defender),
        defender_hand=len(game.hands[defender]),
        ceiling=limit,
        who_throws=who_throws,
        taken=taken,
    )


@dataclass
class Round:
    """One round in progress: the table, the roles (a transfer moves them on), who threw."""

    attacker: str
    defender: str
    table: durak_round.Table
    throw_order: list[str]
    taken: bool = False
    transfers: int = 0
    takes: int = 0


def play_round(
    rnd: random.Random,
    game: Game,
    seats: tuple[list[str], int, str],
    attacker: str,
    defender: str,
    transfer: bool,
) -> Round:
    """The attacker leads; then throw-ins, transfers and covers at random until the table is
    beaten off or taken."""
    limit = seats[1]
    lead = rnd.choice(game.hands[attacker])
    assert violations(game, seats, (), attacker, lead, False, attacker, defender) == ()
    game.hands[attacker].remove(lead)
    now = Round(attacker, defender, (durak_round.Pair(lead),), [attacker])
    while True:
        game.check_conserved(now.table)
        assert len(now.table) <= limit  # DURAK-R9
        assert durak_round.unbeaten(now.table) <= len(game.hands[now.defender])  # DURAK-R10
        if throw_in(rnd, game, seats, now):
            continue
        if now.taken or not durak_round.unbeaten(now.table):
            return now
        if transfer and rnd.random() < 0.3 and pass_on(rnd, game, seats, now):
            continue
        if cover(rnd, game, now):
            continue
        now.taken = True  # DURAK-R12: «Biorę»
        now.takes += 1


def throw_in(rnd: random.Random, game: Game, seats: tuple[list[str], int, str], now: Round) -> bool:
    in_game = seats[0]
    throws = [
        (p, c)
        for p in in_game
        if p != now.defender
        for c in game.hands[p]
        if not violations(game, seats, now.table, p, c, now.taken, now.attacker, now.defender)
    ]
    if throws and rnd.random() < 0.5:
        by, card = rnd.choice(throws)
        game.hands[by].remove(card)
        now.table = (*now.table, durak_round.Pair(card))
        if by not in now.throw_order:
            now.throw_order.append(by)
        return True
    return False


def pass_on(rnd: random.Random, game: Game, seats: tuple[list[str], int, str], now: Round) -> bool:
    in_game, limit, _ = seats
    hand = game.hands[now.defender]
    following = durak_round.seat_after(in_game, now.defender)
    passes = [
        c
        for c in hand
        if durak_round.transfer_failure(
            now.table,
            c,
            enabled=True,
            active_players=len(in_game),
            ceiling=limit,
            next_defender_hand=len(game.hands[following]),
        )
        is None
    ]
    if not passes:
        return False
    card = rnd.choice(passes)
    hand.remove(card)
    now.table = (*now.table, durak_round.Pair(card))
    now.attacker, now.defender = now.defender, following
    if now.attacker not in now.throw_order:
        now.throw_order.append(now.attacker)
    now.transfers += 1
    return True


def cover(rnd: random.Random, game: Game, now: Round) -> bool:
    hand = game.hands[now.defender]
    covers = [
        (p.attack, c)
        for p in now.table
        if p.defence is None
        for c in hand
        if beat_failure(p.attack, c, game.trump) is None
    ]
    if covers and rnd.random() < 0.85:
        attack, card = rnd.choice(covers)
        now.table = durak_round.cover(now.table, attack, card, game.trump)
        hand.remove(card)
        return True
    return False


def play_game(
    rnd: random.Random, n_players: int, deck_size: int, who_throws: str, transfer: bool
) -> Result | None:
    players = [f"P{i}" for i in range(n_players)]
    cards = list(deck(deck_size))
    rnd.shuffle(cards)
    dealt = durak_round.deal(cards, players, 6)
    assert all(len(h) == 6 for h in dealt.hands.values())  # DURAK-R3
    assert dealt.trump == (dealt.talon[-1].suit if dealt.talon else cards[-1].suit)
    game = Game(
        players,
        {p: list(h) for p, h in dealt.hands.items()},
        list(dealt.talon),
        dealt.trump,
        frozenset(cards),
    )
    in_game = list(players)
    attacker = durak_round.lowest_trump_holder(dealt.hands, dealt.trump) or players[0]
    defender = durak_round.seat_after(in_game, attacker)
    transfers = takes = 0
    for rounds in range(1, MAX_ROUNDS + 1):
        game.check_conserved(())
        limit = durak_round.ceiling(not game.discard)

        seats = (in_game, limit, who_throws)
        played = play_round(rnd, game, seats, attacker, defender, transfer)
        table, taken, throw_order, defender = (
            played.table,
            played.taken,
            played.throw_order,
            played.defender,
        )
        transfers += played.transfers
        takes += played.takes
        outcome = "taken" if taken else "beaten"
        end = durak_round.close_round(table, outcome, not game.discard)
        game.discard.extend(end.to_discard)
        game.hands[defender].extend(end.to_defender)
        game.check_conserved(())
        order = durak_round.draw_order(in_game, defender, throw_order)
        assert sorted(order) == sorted(in_game)
        draws, left = durak_round.refill(
            order, {p: len(game.hands[p]) for p in in_game}, len(game.talon), 6
        )
        for who, n in draws.items():
            game.hands[who].extend(game.talon[:n])
            del game.talon[:n]
        assert len(game.talon) == left
        game.check_conserved(())
        nxt = durak_round.next_round(
            in_game, defender, outcome, {p: len(game.hands[p]) for p in in_game}, len(game.talon)
        )
        holding = [p for p in players if game.hands[p]]
        if nxt.game_over:
            assert not game.talon
            assert (nxt.durak is None) != (not nxt.draw)  # exactly one durak or a draw
            if nxt.durak:
                assert holding == [nxt.durak]
            else:
                assert holding == [] and len(nxt.draw) >= 2
            return Result(nxt.durak, nxt.draw, rounds, transfers, takes)
        in_game = [p for p in in_game if game.hands[p] or game.talon]
        assert nxt.attacker in in_game and nxt.defender in in_game
        attacker, defender = nxt.attacker, nxt.defender
        assert defender == durak_round.seat_after(in_game, attacker)
    return None


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.randoms(use_true_random=False),
    st.integers(2, 6),
    st.sampled_from(["all", "neighbours"]),
    st.booleans(),
)
def test_random_games_conserve_cards_and_end_with_one_durak_or_a_draw(rnd, n, who, transfer):
    result = play_game(rnd, n, 36, who, transfer)
    assume(result is not None)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False), st.integers(2, 8))
def test_random_games_with_52_cards(rnd, n):
    result = play_game(rnd, n, 52, "all", False)
    assume(result is not None)


def test_the_simulation_reaches_draws_takes_and_transfers():
    """The property above is only worth something if play reaches every kind of ending."""
    rnd = random.Random(5)  # draws are rare (~1%) in random play; short tables help
    results = [play_game(rnd, rnd.randint(2, 3), 36, "all", rnd.random() < 0.5) for _ in range(120)]
    finished = [x for x in results if x is not None]
    assert len(finished) >= 115
    assert any(x.draw for x in finished) and any(x.durak for x in finished)
    assert any(x.transfers for x in finished) and any(x.takes for x in finished)


# ----------------------------------------------------------------------------- the tally

NAMES = ["Ania", "Bartek", "Celina", "Dorota"]
games = st.one_of(
    st.builds(
        lambda p, e: {"durak": p, **({"epaulettes": True} if e else {})},
        st.sampled_from(NAMES),
        st.booleans(),
    ),
    st.builds(
        lambda ps: {"draw": ps},
        st.lists(st.sampled_from(NAMES), min_size=2, max_size=4, unique=True),
    ),
)


@settings(max_examples=150, deadline=None)
@given(st.lists(games, max_size=15), st.integers(0, 4), st.integers(0, 2))
def test_DURAK_R20_R22_totals_are_the_sum_of_games_and_one_loser_at_most(seq, target, extra):
    try:
        result = session(*seq, loss_target=target, epaulette_extra_loss=extra, play_on=False)
    except Rejected as error:
        assert "finished" in str(error)  # only a game after the target may be refused
        return
    standing = result.standing
    summed = dict.fromkeys(NAMES, 0)
    for line in result.lines:
        for side, n in line.outcome.scores.items():
            summed[side] += n
    assert summed == dict(standing.totals) == standing.extra["losses"]
    duraks = [g for g in seq if "durak" in g]
    assert sum(summed.values()) == len(duraks) + extra * sum(
        1 for g in duraks if g.get("epaulettes")
    )
    assert standing.extra["games"] == len(seq)
    assert standing.extra["draws"] == len(seq) - len(duraks)
    if target:
        reached = [s for s, n in summed.items() if n >= target]
        assert standing.finished == bool(reached)
        assert len(reached) <= 1 and standing.extra["loser"] == (reached[0] if reached else None)
    else:
        assert not standing.finished and standing.extra["loser"] is None
