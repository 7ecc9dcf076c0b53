import io
import json
import pickle
import tarfile
import tempfile

import nbformat


def read_bundle(data):
    with tempfile.TemporaryDirectory() as tmp:
        with tarfile.open(fileobj=io.BytesIO(data)) as tf:
            tf.extractall(tmp, filter="data")
            with open(tmp + "/notebook.ipynb") as fh:
                nb = nbformat.read(fh, as_version=4)
            with open(tmp + "/meta.json") as fh:
                meta = json.load(fh)
            variables = None
            if meta.get("has_variables"):
                with open(tmp + "/variables.pkl", "rb") as fh:
                    variables = pickle.load(fh)
    return nb, meta, variables
