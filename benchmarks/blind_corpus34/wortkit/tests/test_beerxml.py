from wortkit import parse_recipes_strict, recipe_card

DOC = b"<RECIPES><RECIPE><NAME>Best Bitter</NAME><OG>1.042</OG><FG>1.010</FG></RECIPE></RECIPES>"


def test_parse():
    (r,) = parse_recipes_strict(DOC)
    assert r.name == "Best Bitter"
    assert "Best Bitter" in recipe_card(r)
