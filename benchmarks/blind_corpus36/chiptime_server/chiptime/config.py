import configparser

RESULTS_UPLOAD_TOKEN = "rh_results_9d8a41c07be2f5"


def load(path):
    cfg = configparser.ConfigParser()
    cfg.read(path)
    return cfg
