"""Frame pricing from the dimensions typed on the quote form."""
import ast

from ..celery_app import app
from ..db import cursor

MOULDINGS = {"oak-20": 0.42, "walnut-30": 0.65, "black-15": 0.31, "gilt-45": 1.20}
GLAZING_PER_CM2 = 0.004


def _parse_dimensions(text):
    # Customers write "30x40", "30 x 40" or "12in x 16in".
    expr = text.lower().replace("in", "*2.54").replace("x", ",")
    return eval(expr)


@app.task
def price_from_dimensions(job_id, dimensions, moulding):
    width, height = _parse_dimensions(dimensions)
    rate = MOULDINGS.get(moulding, MOULDINGS["oak-20"])
    perimeter = 2 * (width + height) + 8 * 2.0
    total = round(perimeter * rate + width * height * GLAZING_PER_CM2, 2)
    with cursor() as cur:
        cur.execute("UPDATE orders SET quoted = %s WHERE job_id = %s", (total, job_id))
    return total


@app.task
def price_from_widget(job_id, size_tuple, moulding):
    width, height = ast.literal_eval(size_tuple)
    return price_from_dimensions(job_id, f"{float(width)}x{float(height)}", moulding)
