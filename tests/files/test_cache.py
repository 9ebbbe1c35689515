"""The answers kept between commands: a key that names every input, entries that are ignored
when damaged or foreign, writes that never fail a command, and answers equal to the full
command line's (every status and hand of the suite is also compared in tests/conftest.py)."""

from __future__ import annotations

import contextlib
import io
import itertools
import os
import pickle
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeep.app import kept
from scorekeep.cli import fast
from scorekeep.files import cache
from scorekeep.files.home import Home

SEATS = "N=Ania,E=Bartek,S=Celina,W=Darek"
HAND = ("hand", "2H", "--by", "N", "--tricks", "8", "--again")  # typed again and again


def run_fast(*line: str) -> tuple[str, str, int]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        plain = fast.read(list(line))
        assert plain is not None
        code = fast.run(plain)
    return out.getvalue(), err.getvalue(), code


def in_a_fresh_process(
    home: Path, *args: str, shows: str, lang: str | None = "en_GB.UTF-8"
) -> tuple[str, str]:
    """``scorekeep ARGS`` run as a player runs it, in a fresh process on the start-up path,
    and what the Python expression ``shows`` gives there afterwards: (answer, shown)."""
    code = (
        "import sys\nfrom scorekeep.cli import fast\n"
        "sys.argv = ['scorekeep', *sys.argv[1:]]\n"
        "try:\n    fast.main()\nexcept SystemExit as e:\n    assert not e.code, e.code\n"
        f"print({shows})"
    )
    env = {
        "SCOREKEEP_HOME": str(home),
        "SCOREKEEP_CACHE": str(cache.folder()),
        "PATH": "",
        **({"LANG": lang} if lang else {}),
    }
    done = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, env=env
    )
    assert done.returncode == 0, done.stderr
    *answer, shown = done.stdout.strip().splitlines()
    return "\n".join(answer), shown


def example_session(home: Path, game: str) -> None:
    """The bundled example evening of ``game`` as session ``x``."""
    import scorekeep

    example = Path(scorekeep.__file__).parent / "examples" / f"{game}.toml"
    sessions = home / "sessions"
    sessions.mkdir(parents=True, exist_ok=True)
    (sessions / "x.toml").write_text(example.read_text(encoding="utf-8"), encoding="utf-8")


@pytest.fixture
def fri(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "fri")
    cli(*HAND)
    return cli


def entries(home: Path) -> list[Path]:
    folder = cache.folder()
    return (
        sorted(p for p in folder.iterdir() if p.name != cache.KEY_FILE) if folder.is_dir() else []
    )


def test_status_and_hand_keep_their_answers_and_use_them(fri):
    home = str(fri.home)
    first = run_fast("--home", home, "status")
    assert [p.suffix for p in entries(fri.home)] == [".replay", ".text"]
    assert run_fast("--home", home, "status") == first
    out, _, code = run_fast("--home", home, "hand", "3C", "--by", "E", "--tricks", "9")
    assert code == 0 and "hand 2" in out
    assert fri.json("status")["hands"] == 2


def test_the_status_key_changes_with_every_input(tmp_path, monkeypatch):
    """Each input of ``status_key`` is changed alone, and each gives another key."""
    home = Home(tmp_path / "home")
    base = (home, tmp_path / "s.toml", b"journal", "text", None)
    keys = {kept.status_key(*base)}

    def changed(**what):
        home_, path, data, fmt, lang = base
        key = kept.status_key(
            what.get("home", home_),
            what.get("path", path),
            what.get("data", data),
            what.get("fmt", fmt),
            what.get("lang", lang),
        )
        assert key not in keys, what
        keys.add(key)

    changed(home=Home(tmp_path / "other"))
    changed(path=tmp_path / "t.toml")
    changed(data=b"journal ")
    changed(fmt="json")
    changed(lang="pl")
    monkeypatch.setenv("LANG", "uk_UA.UTF-8")
    changed()
    monkeypatch.setenv("HOME", str(tmp_path / "elsewhere"))
    changed()
    # The folder a command runs in is no input: the journal is named by its absolute path.
    before = kept.status_key(*base)
    (tmp_path / "elsewhere").mkdir()
    monkeypatch.chdir(tmp_path / "elsewhere")
    assert kept.status_key(*base) == before
    monkeypatch.chdir(tmp_path)
    assert kept.status_key(home, Path("s.toml"), b"journal", "text", None) == before
    monkeypatch.chdir(tmp_path / "elsewhere")
    changed(path=Path("s.toml"))  # another file of the same name
    (tmp_path / "home" / "rulesets").mkdir(parents=True)
    (tmp_path / "home" / "rulesets" / "ours.toml").write_text("")
    changed()
    monkeypatch.setattr(cache, "code_stamp", lambda: ("0.0.0",))
    changed()


def test_the_replay_keys_change_with_every_input(fri, monkeypatch):
    from scorekeep.app.session import open_session
    from scorekeep.i18n import set_language

    path = fri.journal("fri")
    data = path.read_bytes()
    keys = {cache.journal_key(path, data)}
    for key in (
        cache.journal_key(path.with_name("sat.toml"), data),
        cache.journal_key(path, data + b"\n"),
    ):
        assert key not in keys
        keys.add(key)
    monkeypatch.setattr(cache, "code_stamp", lambda: ("0.0.0",))
    assert cache.journal_key(path, data) not in keys

    opened = open_session(Home(fri.home), "fri")
    english = kept.context_key(opened)
    set_language("pl")
    assert kept.context_key(opened) != english
    set_language(None)
    options = dict(opened.ctx.options, honors=not opened.ctx.options["honors"])
    other = opened._replace(ctx=opened.ctx._replace(options=options))
    assert kept.context_key(other) != english
    cards = opened.ctx._replace(ruleset=opened.ctx.ruleset._replace(cards={"A": 4}))
    assert kept.context_key(opened._replace(ctx=cards)) != english


def test_a_changed_ruleset_is_read_again(cli):
    """The session's own options stay; a ruleset that no longer allows them is refused."""
    cli("rules", "new", "ours", "--from", "derda", "--set", "target=1000")
    cli("new", "ours", "--players", "Ania,Bartek", "--name", "d")
    home = str(cli.home)
    assert run_fast("--home", home, "status")[2] == 0
    assert run_fast("--home", home, "status")[2] == 0
    ruleset = cli.home / "rulesets" / "ours.toml"
    ruleset.write_text(ruleset.read_text().replace("max = 100000", "max = 999", 1))
    _, err, code = run_fast("--home", home, "status")
    assert code == 1 and "1000" in err
    cli("status", code=1)


@pytest.mark.parametrize("damage", [b"", cache.MAGIC + b"\nnonsense", b"\x00" * 64])
def test_a_damaged_entry_is_ignored(fri, damage):
    home = str(fri.home)
    expected = run_fast("--home", home, "status")
    run_fast("--home", home, "status", "-f", "json")
    for entry in entries(fri.home):
        entry.write_bytes(damage)
    assert run_fast("--home", home, "status") == expected
    _, err, code = run_fast("--home", home, *HAND)
    assert code == 0 and err == ""
    assert fri.json("status")["hands"] == 2


def test_an_entry_others_could_write_is_ignored(fri):
    if not hasattr(os, "getuid"):
        pytest.skip("no owners and modes here")
    home = str(fri.home)
    run_fast("--home", home, "status")
    (text_entry,) = (p for p in entries(fri.home) if p.suffix == ".text")
    text_entry.write_bytes(text_entry.read_bytes().replace(b"NS", b"XX"))
    text_entry.chmod(0o666)
    assert "XX" not in run_fast("--home", home, "status")[0]


def test_a_cache_that_cannot_be_written_never_fails_a_command(fri):
    shutil.rmtree(cache.folder())
    (cache.folder()).write_text("a file where the folder would be")
    home = str(fri.home)
    out, err, code = run_fast("--home", home, "status")
    assert code == 0 and err == "" and "NS" in out
    out, err, code = run_fast("--home", home, *HAND)
    assert code == 0 and err == ""
    assert (cache.folder()).read_text() == "a file where the folder would be"


def test_a_journal_changed_by_hand_is_read_again(fri):
    home = str(fri.home)
    run_fast("--home", home, "status")
    path = fri.journal("fri")
    path.write_text(path.read_text().replace("tricks = 8", "tricks = 10"))
    assert run_fast("--home", home, "status", "-f", "json")[0] == fri("status", "-f", "json").stdout


@pytest.mark.parametrize("ruleset", ["bridge-rubber", "deberc", "derda", "dernie", "durak"])
def test_english_status_and_hand_import_no_gettext_tabulate_nor_click(tmp_path, ruleset):
    """In a fresh process, as a player runs them: neither a kept answer nor a computed one
    loads the catalogs, tabulate or the full command line."""
    example_session(tmp_path, ruleset.split("-")[0])
    loaded = "sorted(m for m in sys.modules if m in ('click', 'typer', 'tabulate', 'gettext'))"
    for _ in range(2):  # computed, then kept
        assert in_a_fresh_process(tmp_path, "status", "-s", "x", shows=loaded)[1] == "[]"


def test_hands_are_appended_to_the_kept_replay_and_read_back_whole(fri):
    home = str(fri.home)
    run_fast("--home", home, "status")
    (entry,) = (p for p in entries(fri.home) if p.suffix == ".replay")
    files = [(entry.stat().st_ino, entry.stat().st_size)]
    for tricks in ("7", "8", "9"):
        assert run_fast("--home", home, "hand", "1S", "--by", "E", "--tricks", tricks)[2] == 0
        files.append((entry.stat().st_ino, entry.stat().st_size))
    assert len({inode for inode, _ in files}) == 1  # the same file: appended, not rewritten
    assert [size for _, size in files] == sorted({size for _, size in files})
    grown = [after - before for (_, before), (_, after) in itertools.pairwise(files)]
    assert max(grown) < 2000  # the hand itself: the game's context and ruleset are not repeated
    kept = run_fast("--home", home, "status", "-f", "json")[0]
    assert kept == fri("status", "-f", "json").stdout
    assert '"hands": 4' in kept


def test_a_hand_cut_off_in_the_kept_replay_is_not_used(fri):
    home = str(fri.home)
    run_fast("--home", home, "status")
    (entry,) = (p for p in entries(fri.home) if p.suffix == ".replay")
    run_fast("--home", home, "hand", "1S", "--by", "E", "--tricks", "7")
    entry.write_bytes(entry.read_bytes()[:-5])
    out = run_fast("--home", home, "hand", "1S", "--by", "E", "--tricks", "8")[0]
    assert "hand 3" in out
    assert run_fast("--home", home, "status", "-f", "json")[0] == fri("status", "-f", "json").stdout


def test_a_hand_keeps_the_answer_status_gives_next(fri):
    home = str(fri.home)
    shutil.rmtree(cache.folder())
    assert run_fast("--home", home, "hand", "1S", "--by", "E", "--tricks", "7")[2] == 0
    assert [p.suffix for p in entries(fri.home)] == [".replay", ".text"]
    kept = run_fast("--home", home, "status")
    (cache.folder() / next(p.name for p in entries(fri.home) if p.suffix == ".text")).unlink()
    assert run_fast("--home", home, "status") == kept
    assert kept[0] == fri("status").stdout


def test_a_kept_answer_cut_short_is_not_used(fri):
    home = str(fri.home)
    expected = run_fast("--home", home, "status")
    (entry,) = (p for p in entries(fri.home) if p.suffix == ".text")
    entry.write_bytes(entry.read_bytes()[:-10])
    assert run_fast("--home", home, "status") == expected


def test_a_hand_answered_in_json_keeps_no_english_status_for_a_polish_table(cli):
    """JSON is English at every table; the status a hand keeps must be the table's text."""
    cli("new", "derda", "--players", "Ania,Bartek", "--lang", "pl", "--name", "pl")
    home = str(cli.home)
    assert run_fast("--home", home, "hand", "A", "H", "70", "52")[2] == 0
    assert run_fast("--home", home, "hand", "--format", "json", "B", "S", "60", "62")[2] == 0
    out = run_fast("--home", home, "status")[0]
    assert "2 rozdania" in out and "hands" not in out
    assert out == cli("status").stdout


def test_a_hand_on_a_kept_replay_does_not_parse_the_ruleset_again(tmp_path):
    """The kept replay brings its ruleset with the bytes it was built from: a hand on it
    in a fresh process loads no TOML parser while the file holds those bytes, and parses
    it again once they change."""
    from scorekeep.app.rulesets import bundled_dir

    example_session(tmp_path, "derda")

    def hand() -> str:
        words = ("hand", "-s", "x", "A", "H", "70", "52", "--again")
        return in_a_fresh_process(tmp_path, *words, shows="'tomllib' in sys.modules")[1]

    assert hand() == "True"  # nothing kept yet: the ruleset is parsed
    assert hand() == "False"
    ours = tmp_path / "rulesets" / "derda.toml"
    ours.parent.mkdir()
    ours.write_bytes((bundled_dir() / "derda.toml").read_bytes())
    assert hand() == "True"  # another file now: read again
    assert hand() == "False"


def test_judge_keeps_its_ruleset_and_reads_a_changed_one_again(cli):
    """The second verdict in a fresh process loads no TOML parser; a ruleset edited since
    is read again, and a damaged entry is ignored."""
    from scorekeep.app.rulesets import bundled_dir

    ruleset = cli.home / "rulesets" / "derda.toml"  # the table's own, in place of the bundled
    ruleset.parent.mkdir(parents=True)
    ruleset.write_bytes((bundled_dir() / "derda.toml").read_bytes())
    words = ("judge", "derda", "tally", "505")

    def judge() -> tuple[str, str]:
        return in_a_fresh_process(cli.home, *words, shows="'tomllib' in sys.modules")

    first, parsed = judge()
    assert parsed == "True"
    assert judge() == (first, "False")
    ruleset.write_text(ruleset.read_text().replace('DERDA-T1 = "', 'DERDA-T1 = "Edited. ', 1))
    edited, parsed = judge()
    assert parsed == "True" and "DERDA-T1: Edited. " in edited
    assert edited == cli(*words).stdout.rstrip("\n")
    (cache.folder() / "rulesets").write_bytes(b"\x00" * 64)
    assert judge() == (edited, "True")
    stamp = cache.digest(cache.MAGIC, *cache.code_stamp()).encode()
    foreign = pickle.dumps({str(ruleset): (b"", "not a ruleset"), "x": 1})
    (cache.folder() / "rulesets").write_bytes(stamp + b"\n" + foreign)
    assert judge() == (edited, "True")


HANDS = {
    "bridge": ("4S", "--by", "N", "--tricks", "8"),
    "derda": ("--bidder", "Ania", "--trump", "H", "--cards", "Ania=70", "--cards", "Bartek=52"),
    "deberc": (
        "--bidder",
        "Celina",
        "--trump",
        "H",
        *(f"--cards={p}" for p in ("Ania=50", "Bartek=31", "Celina=41", "Darek=40")),
    ),
    "dernie": ("--closer", "Bartek", "--left", "Ania=27", "--left", "Celina=31"),
    "durak": ("--durak", "Bartek"),
}


@pytest.mark.parametrize("game", sorted(HANDS))
def test_a_hand_loads_no_dataclasses_and_a_kept_one_no_toml_parser(tmp_path, game):
    """What a hand costs to start is mostly what it imports: no game's records are
    dataclasses (their import pulls in inspect, ast and dis), no module imports ``typing``
    at run time (a third of a bare start; its names are for mypy, under ``TYPE_CHECKING``),
    the cache uses the C pickler without ``pickle``, and a hand played on from the kept
    replay parses neither the journal nor the ruleset (``tomllib`` imports ``typing``)."""
    example_session(tmp_path, game)
    shows = (
        "sorted(m for m in sys.modules"
        " if m in ('dataclasses', 'inspect', 'tomllib', 'typing', 'pickle'))"
    )
    loaded = [  # computed, then played on from what the hand before kept
        in_a_fresh_process(tmp_path, "hand", "-s", "x", *HANDS[game], "--again", shows=shows)[1]
        for _ in range(3)
    ]
    assert loaded == ["['tomllib', 'typing']", "[]", "[]"]


@pytest.mark.parametrize("lang", ["pl", "uk", "it"])
@pytest.mark.parametrize(
    ("ruleset", "players", "hand"),
    [
        ("derda", "Ania,Bartek", ("A", "H", "70", "52")),
        ("dernie", "Ania,Bartek,Celina", ("A", "23", "40")),
        ("durak", "Ania,Bartek", ("B",)),
    ],
)
def test_a_status_in_the_tables_language_imports_no_tabulate(cli, lang, ruleset, players, hand):
    """Cyrillic and Latin headings are drawn by the same small table as English ones."""
    cli("new", ruleset, "--players", players, "--lang", lang, "--name", "t")
    cli("hand", *hand)
    answer, imported = in_a_fresh_process(
        cli.home, "status", shows="'tabulate' in sys.modules", lang=None
    )
    assert imported == "False"
    assert answer + "\n" == cli("status").stdout


def test_a_journal_key_goes_on_from_the_journal_hashed_before(tmp_path, monkeypatch):
    """A hand's command hashes the journal once: the key of the journal with the hand
    appended goes on from the state after the journal it read, hashing only what was
    appended, and is the key of those bytes hashed afresh; other bytes are hashed afresh."""
    real = cache._blake2b()
    hashed = []

    class Counted:
        def __init__(self, state):
            self.state = state

        def update(self, data):
            hashed.append(len(data))
            self.state.update(data)

        def copy(self):
            return Counted(self.state.copy())

        def hexdigest(self):
            return self.state.hexdigest()

    monkeypatch.setattr(cache, "_blake2b", lambda: lambda **kw: Counted(real(**kw)))
    monkeypatch.setattr(cache, "_hashed", {})
    path = tmp_path / "s.toml"
    read, written = b"[header]\n" * 500, b"[[hands]]\nn = 1\n"
    cache.journal_key(path, read)
    hashed.clear()
    went_on = cache.journal_key(path, read + written)
    assert sum(hashed) == len(written)
    other = cache.journal_key(path, b"[other]\n" + written)
    monkeypatch.setattr(cache, "_hashed", {})
    assert cache.journal_key(path, read + written) == went_on
    monkeypatch.setattr(cache, "_hashed", {})
    assert cache.journal_key(path, b"[other]\n" + written) == other
    assert len({went_on, other, cache.journal_key(path, read)}) == 3
