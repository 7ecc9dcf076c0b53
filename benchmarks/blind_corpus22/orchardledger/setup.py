from setuptools import find_packages, setup

setup(
    name="orchardledger",
    version="1.8.0",
    packages=find_packages(),
    install_requires=["pyramid", "pyramid_tm", "SQLAlchemy", "lxml", "jsonpickle", "python-ldap", "waitress"],
    entry_points={"paste.app_factory": ["main = orchardledger:main"]},
)
