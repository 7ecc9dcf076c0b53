from lockstep.services import cards


def test_digest_normalises():
    assert cards.card_digest(" ab12 ") == cards.card_digest("AB12")
