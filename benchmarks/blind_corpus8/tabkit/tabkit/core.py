from dataclasses import dataclass, field


@dataclass
class Table:
    columns: list
    rows: list = field(default_factory=list)
    name: str = "table"

    def records(self):
        return [dict(zip(self.columns, r)) for r in self.rows]

    def column(self, name):
        idx = self.columns.index(name)
        return [r[idx] for r in self.rows]

    def with_column(self, name, values):
        return Table(self.columns + [name], [list(r) + [v] for r, v in zip(self.rows, values)], self.name)

    def filter_rows(self, keep):
        return Table(list(self.columns), [r for r, k in zip(self.rows, keep) if k], self.name)

    def _repr_html_(self):
        from .display import to_html

        return to_html(self)
