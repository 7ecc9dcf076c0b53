from heddle import parse_wif

SAMPLE = """[WEAVING]
Shafts=4
[THREADING]
1=1
2=2
3=3
4=4
[TIEUP]
1=1,2
2=2,3
[TREADLING]
1=1
2=2
[TEXT]
Title=Twill
"""


def test_parse():
    d = parse_wif(SAMPLE)
    assert d.shafts == 4 and d.threading.ends == [1, 2, 3, 4]
