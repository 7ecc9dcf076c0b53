import ast

from .auth import depot_of, operator_login, staff_pass
from .registry import command
from .store import store


@command("RENT")
def rent(session, rest):
    bay, card = rest.split(" ", 1)
    if store.member(card) is None and not staff_pass(card):
        return "DENY"
    store.start_rental(session.dock_id, int(bay), card)
    return f"UNLOCK {int(bay)}"


@command("RETURN")
def give_back(session, rest):
    bay, bike = rest.split(" ", 1)
    store.end_rental(session.dock_id, bay, bike)
    return "OK"


@command("CALIB")
def calibrate(session, rest):
    offsets = ast.literal_eval(rest)
    return "OK %d" % len(offsets)


@command("OPER", needs_dock=False)
def operator(session, rest):
    username, _, password = rest.partition(" ")
    if operator_login(username, password):
        session.operator = username
        return "OK operator"
    return "ERR denied"


@command("WHERE")
def where(session, rest):
    depot = depot_of(rest.strip())
    return f"DEPOT {depot or '-'}"
