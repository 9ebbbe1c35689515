"""The cache can only be right or absent: it lives outside the home folder, every entry is
sealed with the user's own key before anything in it is decoded, it names the code that
wrote it, and its answers are those of the full command line in every language."""

from __future__ import annotations

import os
import pickle
import random
import shutil
import stat
import sys
from pathlib import Path

import pytest

from scorekeep.files import cache
from tests.files.test_cache import HAND, SEATS, entries, in_a_fresh_process, run_fast

JUDGE = ("judge", "bridge", "game-needed", "--below", "60", "2H")


@pytest.fixture
def fri(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "fri")
    cli(*HAND)
    return cli


class Pwned:
    """A pickle that, once decoded, leaves a file behind: the proof that it ran."""

    def __init__(self, proof: Path) -> None:
        self.proof = proof

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (os.system, (f"touch {self.proof}",))


def other_users_seal(*parts: bytes) -> bytes:
    """A seal made with a key that is not this user's (another person's cache folder)."""
    from hashlib import blake2b

    state = blake2b(digest_size=cache.SEAL, key=b"k" * cache.SEAL)
    for part in parts:
        state.update(len(part).to_bytes(8, "little"))
        state.update(part)
    return state.digest()


def replay_entry(seal_with, key: bytes, payload: bytes) -> bytes:
    """A replay entry in the cache's own layout, sealed by ``seal_with``."""
    context = b"context"
    tag = seal_with(cache.MAGIC, key, context, payload).hex().encode()
    return b"\n".join((cache.MAGIC, tag, key, context, str(len(payload)).encode(), payload))


def test_the_cache_lives_in_the_users_cache_folder_not_in_the_home(fri, tmp_path, monkeypatch):
    home = str(fri.home)
    run_fast("--home", home, "status")
    run_fast("--home", home, *HAND)
    assert not (fri.home / "cache").exists()
    assert [p.suffix for p in entries(fri.home)] == [".replay", ".text"]
    key = cache.folder() / cache.KEY_FILE
    assert len(key.read_bytes()) == cache.SEAL
    if hasattr(os, "getuid"):
        assert stat.S_IMODE(key.stat().st_mode) == 0o600
        assert stat.S_IMODE(cache.folder().stat().st_mode) == 0o700
    monkeypatch.delenv("SCOREKEEP_CACHE")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    if sys.platform not in ("win32", "darwin"):
        assert cache.folder() == tmp_path / "xdg" / "scorekeep"


def test_a_pickle_in_a_copied_home_never_runs(fri, tmp_path):
    """A home folder from a friend or a synced share, with a cache folder in the layout an
    older release kept there: nothing in it is read."""
    proof = tmp_path / "PWNED"
    journal = fri.journal("fri")
    shared = fri.home / "cache"
    shared.mkdir()
    payload = pickle.dumps(Pwned(proof))
    key = cache.journal_key(journal, journal.read_bytes()).encode()
    old = b"\n".join((b"scorekeep cache 3", key, b"context", str(len(payload)).encode(), payload))
    (shared / f"{cache.digest(str(journal))}.replay").write_bytes(old)
    (shared / "rulesets").write_bytes(payload)
    assert run_fast("--home", str(fri.home), "status")[2] == 0
    assert run_fast("--home", str(fri.home), *JUDGE)[2] == 0
    assert not proof.exists()


def test_a_pickle_in_a_replay_entry_not_sealed_by_this_user_never_runs(fri, tmp_path):
    proof = tmp_path / "PWNED"
    home = str(fri.home)
    expected = fri("status", "-f", "json").stdout
    run_fast("--home", home, "status")
    journal = fri.journal("fri")
    (entry,) = (p for p in entries(fri.home) if p.suffix == ".replay")
    key = cache.journal_key(journal, journal.read_bytes()).encode()
    payload = pickle.dumps(Pwned(proof))
    for forged in (
        replay_entry(other_users_seal, key, payload),
        replay_entry(lambda *parts: b"\0" * cache.SEAL, key, payload),
        entry.read_bytes().replace(entry.read_bytes()[-len(payload) :], payload),
    ):
        entry.write_bytes(forged)
        for kept in entries(fri.home):  # the kept answer must not answer instead
            if kept.suffix == ".json":
                kept.unlink()
        assert run_fast("--home", home, "status", "-f", "json")[0] == expected
        assert not proof.exists()


def test_a_pickle_in_the_rulesets_entry_not_sealed_by_this_user_never_runs(cli, tmp_path):
    proof = tmp_path / "PWNED"
    expected = cli(*JUDGE).stdout
    assert run_fast("--home", str(cli.home), *JUDGE)[0] == expected
    target = cache.folder() / "rulesets"
    stamp = cache.digest(cache.MAGIC, *cache.code_stamp()).encode()
    body = stamp + b"\n" + pickle.dumps(Pwned(proof))
    for forged in (body, other_users_seal(body) + body, target.read_bytes()[: cache.SEAL] + body):
        target.write_bytes(forged)
        assert run_fast("--home", str(cli.home), *JUDGE)[0] == expected
        assert not proof.exists()


def test_a_forged_replay_cannot_change_the_score(fri):
    """The replay of a real entry with other totals, written back under the entry's own
    seal or another user's: the journal's totals are shown."""
    home = str(fri.home)
    truth = fri("status", "-f", "json").stdout
    run_fast("--home", home, "status", "-f", "json")
    (entry,) = (p for p in entries(fri.home) if p.suffix == ".replay")
    lines = entry.read_bytes().split(b"\n", 5)
    payload = lines[5]
    journal, replay, ruleset, past = pickle.loads(payload)
    forged_totals = {side: 9990 if side == "EW" else 0 for side in replay.standing.totals}
    forged_replay = replay._replace(standing=replay.standing._replace(totals=forged_totals))
    forged = cache.pickled((journal, forged_replay, ruleset, past))
    for seal_with in (None, other_users_seal):
        if seal_with is None:
            entry.write_bytes(b"\n".join((*lines[:4], str(len(forged)).encode(), forged)))
        else:
            entry.write_bytes(replay_entry(seal_with, lines[2], forged))
        for kept in entries(fri.home):
            if kept.suffix == ".json":
                kept.unlink()
        answer = run_fast("--home", home, "status", "-f", "json")[0]
        assert answer == truth and "9990" not in answer


def test_a_forged_status_text_is_not_printed(fri):
    home = str(fri.home)
    truth = run_fast("--home", home, "status")
    (text,) = (p for p in entries(fri.home) if p.suffix == ".text")
    forged = text.read_bytes().replace(b"NS", b"XX")
    hostname = os.fsencode("/etc/hostname").hex().encode()
    parts = forged[cache.SEAL :].split(b"\n", 5)
    parts[3] = hostname
    for candidate in (forged, forged[: cache.SEAL] + b"\n".join(parts)):
        text.write_bytes(candidate)
        assert run_fast("--home", home, "status") == truth


@pytest.mark.parametrize("kind", [".replay", ".text", ".json", "rulesets"])
def test_no_single_bit_flip_of_an_entry_is_served(fri, kind):
    home = str(fri.home)
    truth = {
        "status": fri("status").stdout,
        "json": fri("status", "-f", "json").stdout,
        "judge": fri(*JUDGE).stdout,
    }
    run_fast("--home", home, "status")
    run_fast("--home", home, "status", "-f", "json")
    run_fast("--home", home, *JUDGE)
    (entry,) = (p for p in [*entries(fri.home)] if p.suffix == kind or p.name == kind)
    original = entry.read_bytes()
    rng = random.Random(kind)
    for bit in rng.sample(range(len(original) * 8), 30):
        flipped = bytearray(original)
        flipped[bit // 8] ^= 1 << (bit % 8)
        entry.write_bytes(bytes(flipped))
        assert run_fast("--home", home, "status")[0] == truth["status"]
        assert run_fast("--home", home, "status", "-f", "json")[0] == truth["json"]
        assert run_fast("--home", home, *JUDGE)[0] == truth["judge"]
        entry.write_bytes(original)


def test_entries_sealed_with_another_key_are_ignored(fri):
    """A cache folder copied from another user: its key is not ours."""
    home = str(fri.home)
    truth = run_fast("--home", home, "status")
    key = cache.folder() / cache.KEY_FILE
    key.write_bytes(b"k" * cache.SEAL)
    cache._secrets.clear()
    (text,) = (p for p in entries(fri.home) if p.suffix == ".text")
    text.write_bytes(text.read_bytes().replace(b"NS", b"XX"))
    assert run_fast("--home", home, "status") == truth


def test_a_key_others_could_read_keeps_nothing(fri):
    if not hasattr(os, "getuid"):
        pytest.skip("no owners and modes here")
    shutil.rmtree(cache.folder())
    cache._secrets.clear()
    cache.folder().mkdir(mode=0o700)
    key = cache.folder() / cache.KEY_FILE
    key.write_bytes(os.urandom(cache.SEAL))
    key.chmod(0o644)
    out, err, code = run_fast("--home", str(fri.home), "status")
    assert code == 0 and err == "" and "NS" in out
    assert entries(fri.home) == []
    cache._secrets.clear()


def fake_install(root: Path, record: str) -> Path:
    package = root / "lib" / "site-packages" / "scorekeep"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text('__version__ = "0.1.0"\n')
    info = package.parent / "scorekeep-0.1.0.dist-info"
    info.mkdir()
    (info / "RECORD").write_text(record)
    return package


def test_an_upgrade_with_the_same_version_gets_a_new_stamp(tmp_path):
    """Two installed copies of one version with different code: different stamps."""
    line = "scorekeep/__init__.py,sha256={},22\nscorekeep/games/bridge.py,sha256={},900\n"
    old = fake_install(tmp_path / "old", line.format("AAAA", "BBBB"))
    new = fake_install(tmp_path / "new", line.format("AAAA", "CCCC"))
    same = fake_install(tmp_path / "same", line.format("AAAA", "BBBB"))
    assert cache.stamp_of(old, "0.1.0") != cache.stamp_of(new, "0.1.0")
    assert cache.stamp_of(old, "0.1.0") == cache.stamp_of(same, "0.1.0")


def test_a_source_file_rewritten_with_its_size_and_time_gets_a_new_stamp(tmp_path):
    package = tmp_path / "src" / "scorekeep"
    package.mkdir(parents=True)
    module = package / "engine.py"
    module.write_text("POINTS = 10\n")
    before = cache.stamp_of(package, "0.1.0")
    times = module.stat()
    module.write_text("POINTS = 90\n")
    os.utime(module, ns=(times.st_atime_ns, times.st_mtime_ns))
    assert module.stat().st_size == times.st_size
    assert cache.stamp_of(package, "0.1.0") != before


@pytest.mark.parametrize("first", ["json", "text"])
def test_the_language_of_the_messages_does_not_leak_through_the_kept_replay(cli, first):
    """At an Italian Derda table, JSON is in English and text in Italian, whichever came
    first (the test's command line runs each both ways and compares them)."""
    cli("new", "derda", "--players", "Ania,Bartek", "--lang", "it", "--name", "it")
    cli("hand", "--bidder", "Ania", "--trump", "H", "--cards", "Ania=80", "--cards", "Bartek=40")
    cli("close")
    order = ("json", "text") if first == "json" else ("text", "json")
    shown = {fmt: cli("status", "-f", fmt).stdout for fmt in order}
    assert "closed before anyone reached" in shown["json"]
    assert "closed before anyone reached" not in shown["text"]
    assert run_fast("--home", str(cli.home), "status", "-f", "json")[0] == shown["json"]
    assert run_fast("--home", str(cli.home), "status")[0] == shown["text"]


def test_a_fresh_process_keeps_its_answers_in_its_cache_folder(fri):
    answer, _ = in_a_fresh_process(fri.home, "status", shows="1")
    assert answer == fri("status").stdout.rstrip("\n")
    assert not (fri.home / "cache").exists()
    assert any(p.suffix == ".text" for p in entries(fri.home))
