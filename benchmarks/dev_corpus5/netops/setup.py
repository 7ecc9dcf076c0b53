from setuptools import find_packages, setup

setup(
    name="netops",
    version="0.9.3",
    packages=find_packages(),
    install_requires=["click>=7", "paramiko>=2.7", "ldap3>=2.8", "PyYAML>=5.4"],
    entry_points={"console_scripts": ["netops=netops.cli:main", "netops-webhook=netops.webhook:serve"]},
)
