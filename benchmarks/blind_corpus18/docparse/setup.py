from setuptools import find_packages, setup

setup(
    name="docparse",
    version="0.7.1",
    packages=find_packages(exclude=["tests"]),
    install_requires=["lxml", "defusedxml", "PyYAML"],
    python_requires=">=3.12",
)
