from simpleeval import simple_eval

FARE_NAMES = {"minutes", "ebike", "member"}


def fare_simple(expr: str, minutes: int, ebike: bool, member: bool) -> float:
    return float(simple_eval(expr, names={"minutes": minutes, "ebike": ebike, "member": member}))


def fare_legacy(expr: str, minutes: int, ebike: bool, member: bool) -> float:
    return float(eval(expr, {"minutes": minutes, "ebike": ebike, "member": member}))
