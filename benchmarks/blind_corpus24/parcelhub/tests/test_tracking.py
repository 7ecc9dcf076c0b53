from parcelhub import util


def test_surcharge():
    assert util.apply_surcharge(10.0, "+", "2.5") == 12.5


def test_shard_is_stable():
    assert util.shard_for("JD014600003828") == util.shard_for("JD014600003828")
