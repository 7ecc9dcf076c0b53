from knitkit.yarn import YarnDB


def test_by_weight():
    db = YarnDB()
    db.add("Woolly", "Aran Tweed", "wool", "aran", 170)
    assert db.by_weight("aran")[0][1] == "Aran Tweed"
