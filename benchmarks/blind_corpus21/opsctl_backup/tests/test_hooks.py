from opsctl import hooks


def test_select_filters_by_role():
    hosts = [{"name": "db1", "role": "db"}, {"name": "web1", "role": "web"}]
    assert [h["name"] for h in hooks.select(hosts, "h['role'] == 'db'")] == ["db1"]


def test_select_without_filter():
    assert hooks.select([1, 2], None) == [1, 2]
