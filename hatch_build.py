"""Wheel build hook: compile the message catalogs (``.po``) to ``.mo`` files inside the wheel
(the program's, ``scorekeep/locale/``, and each game's, ``scorekeep/games/<game>/locale/``),
so an installed copy loads them with the standard library's gettext. Pure Python: the
compiler is :mod:`scorekeep.i18n_build`, read from the source tree by its path.

Metadata hook: the ``scorekeep`` command is ``scorekeep/cli/console_script`` (a shared script, which the
installer points at its Python), so that starting it imports nothing but scorekeep; where
a script cannot run by itself (Windows, which needs a launcher) the package also declares
the usual entry point."""

from __future__ import annotations

import importlib.util
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface
from hatchling.metadata.plugin.interface import MetadataHookInterface


def load_compiler(root: Path) -> Any:
    spec = importlib.util.spec_from_file_location(
        "scorekeep_i18n_build", root / "scorekeep" / "i18n_build.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class CatalogBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version == "editable":
            return
        root = Path(self.root)
        self._out = Path(tempfile.mkdtemp(prefix="scorekeep-mo-"))
        compiler = load_compiler(root)
        folders = [Path("locale")] + [
            game.relative_to(root / "scorekeep") / "locale"
            for game in sorted((root / "scorekeep" / "games").iterdir())
            if (game / "locale").is_dir()
        ]
        for folder in folders:
            out = self._out / folder
            for relative in compiler.compile_catalogs(root / "scorekeep" / folder, out):
                target = f"scorekeep/{(folder / relative).as_posix()}"
                build_data["force_include"][str(out / relative)] = target

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        out = getattr(self, "_out", None)
        if out is not None:
            shutil.rmtree(out, ignore_errors=True)


class CommandMetadataHook(MetadataHookInterface):
    PLUGIN_NAME = "custom"

    def update(self, metadata: dict[str, Any]) -> None:
        metadata["scripts"] = {"scorekeep": "scorekeep.cli.fast:console"} if os.name == "nt" else {}
