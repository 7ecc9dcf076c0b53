import os
import subprocess
import tempfile

RECEIPT = """SPOKESHED BIKE CO-OP
Ticket {id}
{owner}
{lines}
Total: {total:.2f}
"""


def receipt_pdf(ticket, lines, total):
    path = os.path.join(tempfile.gettempdir(), "receipt-%s.txt" % ticket["id"])
    with open(path, "w") as fh:
        fh.write(RECEIPT.format(id=ticket["id"], owner=ticket["owner"], lines="\n".join(lines), total=total))
    return path


def stock_sheet(rows):
    fd, path = tempfile.mkstemp(prefix="stock-", suffix=".csv")
    with os.fdopen(fd, "w") as fh:
        for row in rows:
            fh.write(",".join(str(v) for v in row) + "\n")
    subprocess.run(["lp", "-d", "office", path], check=False)
    os.unlink(path)
