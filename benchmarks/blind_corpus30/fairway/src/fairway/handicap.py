"""World Handicap System calculations."""
import ast
import math

DEFAULT_ALLOWANCE = {"singles_stroke": 0.95, "fourball": 0.85, "foursomes": 0.5}


def course_handicap(index: float, slope: int, rating: float, par: int) -> int:
    return round(index * slope / 113 + (rating - par))


def playing_handicap(index: float, slope: int, rating: float, par: int, formula: str | None = None) -> int:
    ch = course_handicap(index, slope, rating, par)
    if formula:
        return int(eval(formula, {"math": math}, {"ch": ch, "index": index}))
    return round(ch * DEFAULT_ALLOWANCE["singles_stroke"])


def parse_allowances(text: str) -> dict[str, float]:
    raw = ast.literal_eval(text)
    return {str(k): float(v) for k, v in raw.items()}
