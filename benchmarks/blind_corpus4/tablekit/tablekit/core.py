from dataclasses import dataclass, field
from typing import Any, Dict, List


@dataclass
class Table:
    columns: List[str]
    rows: List[List[Any]] = field(default_factory=list)
    name: str = "table"

    def as_dicts(self) -> List[Dict[str, Any]]:
        return [dict(zip(self.columns, r)) for r in self.rows]

    @classmethod
    def from_dicts(cls, dicts, name="table"):
        dicts = list(dicts)
        cols = list(dicts[0].keys()) if dicts else []
        return cls(cols, [[d.get(c) for c in cols] for d in dicts], name)
