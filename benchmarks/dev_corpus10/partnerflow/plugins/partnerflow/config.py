import os

import yaml

CONFIG_DIR = os.environ.get("PARTNERFLOW_CONFIG", "/opt/airflow/partner-config")


def load_partner(partner_id):
    with open(os.path.join(CONFIG_DIR, "%s.yaml" % partner_id)) as fh:
        return yaml.safe_load(fh)


def load_mapping_override(path):
    # Partners may ship a mapping.yaml inside their upload to rename columns.
    with open(path) as fh:
        return yaml.load(fh, Loader=yaml.Loader)
