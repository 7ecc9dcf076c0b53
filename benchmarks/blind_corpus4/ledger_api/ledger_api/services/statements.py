import csv
import io
import os

from flask import current_app


def statement_path(user_id, filename):
    base = current_app.config["STATEMENT_DIR"]
    return os.path.join(base, str(user_id), filename)


def render_csv(rows):
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["id", "amount", "memo", "category"])
    for r in rows:
        writer.writerow([r.id, r.amount, r.memo, r.category])
    return buf.getvalue()


def archive_statement(user_id, period, rows):
    folder = os.path.join(current_app.config["STATEMENT_DIR"], str(user_id))
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, f"{period:%Y-%m}.csv")
    with open(path, "w") as fh:
        fh.write(render_csv(rows))
    return path
