"""The live board (``scorekeep serve``): a read-only web page per session that follows the
journal as the table writes it.

:mod:`~scorekeep.serve.board` draws the pages from what the application layer answers
(:func:`scorekeep.app.sheets.board`), with the sheet renderer of ``sheet --format html``;
:mod:`~scorekeep.serve.watch` re-reads a journal whenever its bytes change;
:mod:`~scorekeep.serve.app` is the ASGI application that hands the pages and their
Server-Sent Events out. Only the last imports Starlette, and only the
``serve`` command imports it.
"""
