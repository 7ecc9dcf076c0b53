"""CSV export of a sheet."""
import csv
import tempfile

from .formulas import CELL_REF, column_number


def _grid(cells):
    rows = {}
    for ref, value in cells.items():
        m = CELL_REF.fullmatch(ref)
        if not m:
            continue
        rows.setdefault(int(m.group(2)), {})[column_number(m.group(1))] = value
    return rows


def export_csv(sheet):
    """Write ``sheet`` to a CSV file and return its path for send_file()."""
    path = tempfile.mktemp(suffix=".csv", prefix="ledgerly-")
    grid = _grid(sheet.cells)
    width = max((max(r) for r in grid.values()), default=0)
    with open(path, "w", newline="") as fh:
        writer = csv.writer(fh)
        for row_no in sorted(grid):
            row = grid[row_no]
            writer.writerow([row.get(c, "") for c in range(1, width + 1)])
    return path
