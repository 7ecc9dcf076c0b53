from turbinectl import alarms


def test_thresholds():
    assert alarms.thresholds("{'gearbox_c': 85}") == {"gearbox_c": 85}


def test_operator_expr():
    assert alarms.operator_expr("rotor_rpm * 2", {"rotor_rpm": 3}) == 6
