"""Bundled example sessions, one journal per game, used by ``scorekeep example GAME``."""
