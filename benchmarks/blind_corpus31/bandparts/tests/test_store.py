from bandparts.store import Library


def test_add_and_search(tmp_path):
    lib = Library(tmp_path / "l.sqlite3")
    lib.add_work({"title": "Cornet Carillon", "composer": "Binge", "grade": "2"})
    assert lib.search("grade = '2'")
