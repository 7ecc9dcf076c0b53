from quizcraft import formats

PACK = b"<pack><round n='1' title='Flags'><question><text>Which flag?</text></question></round></pack>"


def test_round_lookup():
    pack = formats.load_pack_strict(PACK)
    assert len(formats.round_by_number(pack, 1)) == 1
