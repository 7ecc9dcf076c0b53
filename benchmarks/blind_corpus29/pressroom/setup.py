from setuptools import find_packages, setup

setup(
    name="pressroom",
    version="1.4.0",
    description="Job tickets, proofs and quotes for Kestrel Print & Copy",
    packages=find_packages(exclude=["tests"]),
    install_requires=["pyramid", "pyramid_tm", "SQLAlchemy", "ldap3", "lxml", "requests", "waitress"],
    entry_points={"paste.app_factory": ["main = pressroom:main"]},
)
