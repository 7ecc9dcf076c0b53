import re

from escapement.tags import claim_number


def test_claim_number_format():
    assert re.fullmatch(r"\d{2}-\d{4}", claim_number())
