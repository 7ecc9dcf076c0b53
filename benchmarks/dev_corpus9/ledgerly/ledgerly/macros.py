"""Workbook macros.

Workbooks can carry small scripts (``workbook.macros``) that manipulate the
active sheet through :class:`SheetProxy`.  They run when a collaborator
presses "Run" in the macro panel.
"""
import logging
import time

log = logging.getLogger(__name__)


class SheetProxy(object):
    def __init__(self, workbook, sheet_name=None):
        self._workbook = workbook
        self._sheet = workbook.sheet(sheet_name)

    def get(self, ref, default=None):
        return self._sheet.cells.get(ref, default)

    def set(self, ref, value):
        self._sheet.cells[ref] = value
        self._sheet.dirty = True

    def refs(self):
        return sorted(self._sheet.cells)


def run_macro(workbook, name, sheet_name=None):
    source = workbook.macros[name]
    namespace = {"sheet": SheetProxy(workbook, sheet_name), "__name__": "ledgerly.macro"}
    started = time.monotonic()
    exec(source, namespace)
    log.info("macro %s on workbook %s took %.3fs", name, workbook.id, time.monotonic() - started)
    return namespace.get("result")
