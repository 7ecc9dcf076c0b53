import joblib
import pandas as pd

from . import settings

_model = None


def model():
    global _model
    if _model is None:
        _model = joblib.load(settings.MODEL_PATH)
    return _model


def score(df: pd.DataFrame):
    feats = df[["orders_90d", "returns_90d", "tenure_days", "avg_basket"]].fillna(0)
    return model().predict_proba(feats)[:, 1]
