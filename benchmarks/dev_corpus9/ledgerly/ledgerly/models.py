"""In-memory workbook model used by importers, macros and export."""
from dataclasses import dataclass, field
from typing import Dict, Optional


@dataclass
class Sheet:
    name: str
    cells: Dict[str, object] = field(default_factory=dict)
    dirty: bool = False


@dataclass
class Workbook:
    id: Optional[int] = None
    title: str = "Untitled"
    sheets: Dict[str, Sheet] = field(default_factory=dict)
    macros: Dict[str, str] = field(default_factory=dict)
    named_ranges: Dict[str, tuple] = field(default_factory=dict)
    format_version: int = 2

    def sheet(self, name=None):
        if name is None:
            return next(iter(self.sheets.values()))
        return self.sheets[name]
