import hashlib

import pandas as pd


def dataset_fingerprint(df: pd.DataFrame) -> str:
    h = hashlib.md5()
    h.update(",".join(map(str, df.columns)).encode())
    h.update(pd.util.hash_pandas_object(df, index=True).values.tobytes())
    return h.hexdigest()


def share_password_hash(password: str) -> str:
    """Reports can be shared by link with an optional password."""
    return hashlib.md5(password.encode("utf-8")).hexdigest()
