import datetime

from cairnline.rota import standby_board


def test_board_is_stable_for_a_day():
    members = [{"callsign": c, "available": True} for c in ("ALPHA1", "BRAVO2", "CHARLIE3")]
    day = datetime.date(2024, 3, 1)
    assert standby_board(members, day) == standby_board(members, day)


def test_unavailable_members_are_left_off():
    members = [{"callsign": "ALPHA1", "available": False}, {"callsign": "BRAVO2", "available": True}]
    assert standby_board(members) == ["BRAVO2"]
