from crateside.views.tradein import GRADE_FACTORS


def test_grades_descend():
    values = [GRADE_FACTORS[g] for g in ("M", "NM", "VG+", "VG", "G")]
    assert values == sorted(values, reverse=True)
