from setuptools import find_packages, setup

setup(
    name="opsctl",
    version="3.2.0",
    packages=find_packages(),
    install_requires=["click>=8", "requests", "PyYAML", "boto3"],
    entry_points={"console_scripts": ["opsctl=opsctl.cli:main"]},
)
