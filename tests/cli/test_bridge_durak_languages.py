"""A recorded bridge deal and Durak game read back in Polish and Ukrainian: the breakdown,
the rule notes and the standing in the table's language, the journal unchanged in English
facts, and the refusals translated too."""

from __future__ import annotations

SEATS = "N=Ania,E=Bartek,S=Celina,W=Darek"


def test_bridge_hand_breakdown_and_status_in_polish(cli):
    cli("new", "bridge", "--players", SEATS, "--name", "rober", "--lang", "pl")
    out = cli("hand", "-v", "4S", "--by", "N", "--tricks", "11").stdout
    assert "rozdanie 1: 4♠, rozgrywa N, 11 lew" in out
    assert "NS wygrywa partię (BR-S8); kreska (BR-S9)" in out
    assert "NS jest teraz po partii (BR-S10)" in out
    assert "następny rozdaje: E (Bartek)" in out
    assert "po partii: NS tak, EW nie" in out
    assert "wins" not in out and "vulnerable" not in out
    journal = cli.journal("rober").read_text(encoding="utf-8")
    assert 'contract = "4S"' in journal and "rozgrywa" not in journal


def test_bridge_hand_breakdown_and_status_in_ukrainian(cli):
    cli("new", "bridge", "--players", SEATS, "--name", "rober", "--lang", "uk")
    cli("hand", "1NT", "--by", "S", "--tricks", "5")
    out = cli("hand", "-v", "4HX", "--by", "E", "--tricks", "10").stdout
    assert "роздача 2: 4♥X, розігрує E, 10 взятків" in out
    assert "EW виграє гейм (BR-S8); підведено риску (BR-S9)" in out
    assert "EW тепер у зоні (BR-S10)" in out
    assert "у зоні: NS ні, EW так" in out
    status = cli("status").stdout
    assert "гейми: NS 0, EW 1" in status and "над рискою:" in status


def test_bridge_refusal_in_polish_names_the_field_and_rule(cli):
    cli("new", "bridge", "--players", SEATS, "--name", "rober", "--lang", "pl")
    result = cli("hand", "4S", "--by", "N", "--tricks", "14", code=1)
    assert "liczba lew 14 musi być liczbą całkowitą od 0 do 13" in result.stderr
    assert "--tricks" in result.stderr and "BR-S7" in result.stderr


def test_durak_game_breakdown_and_status_in_ukrainian(cli):
    cli("new", "durak", "--players", "Ania,Bartek,Celina", "--name", "wieczir", "--lang", "uk")
    out = cli("hand", "-v", "--durak", "Bartek", "--epaulettes").stdout
    assert "дурень: Bartek, з погонами" in out
    assert "дурень: Bartek, +1 поразка (DURAK-R20)" in out
    assert "погони (шістки на плечі): Bartek (DURAK-R21)" in out
    assert "1 партія" in out and "поразки" in out and "0,00" in out
    assert "наступним роздає: Bartek" in out
    assert "durak" not in out.replace("wieczir · durak", "")


def test_durak_game_breakdown_and_status_in_polish(cli):
    cli("new", "durak", "--players", "Ania,Bartek", "--name", "wieczor", "--set", "loss_target=2")
    cli("--lang", "pl", "hand", "--draw", "Ania,Bartek")
    out = cli("--lang", "pl", "hand", "-v", "--durak", "Ania").stdout
    assert "durak: Ania, +1 przegrana (DURAK-R20)" in out
    assert "W toku (gra do 2 przegranych); najwięcej przegranych: Ania." in out
    status = cli("--lang", "pl", "status").stdout
    assert "2 partie (1 z remisem)" in status and "przegrane" in status
    assert "0,50" in status
    english = cli("status").stdout
    assert "2 games (1 drawn)" in english and "0.50" in english


def test_durak_refusal_in_polish(cli):
    cli("new", "durak", "--players", "Ania,Bartek", "--name", "wieczor", "--lang", "pl")
    result = cli("hand", "--durak", "Ania", "--draw", "Ania,Bartek", code=1)
    assert "partia ma albo duraka, albo remis, nie oba naraz" in result.stderr
