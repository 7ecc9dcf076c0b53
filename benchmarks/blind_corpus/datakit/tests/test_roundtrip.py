import io
import pickle

from datakit import dumps, load
from datakit.expr import evaluate


def test_roundtrip():
    rows = [{"a": 1}, {"a": 2}]
    assert load(io.BytesIO(dumps(rows))) == rows


def test_plain_pickle_accepted():
    blob = pickle.dumps([1, 2, 3])
    assert pickle.loads(blob) == [1, 2, 3]


def test_evaluate():
    assert evaluate("price * qty", price=2, qty=3) == 6
