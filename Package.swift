// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "vault",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "vault", targets: ["vault-cli"]),
        .executable(name: "vault-scale", targets: ["vault-scale"]),
        .library(name: "Vault", targets: ["Vault"]),
        .library(name: "OCR", targets: ["OCR"]),
        .library(name: "Reading", targets: ["Reading"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CLeptonica",
            pkgConfig: "lept",
            providers: [.apt(["libleptonica-dev"])]
        ),
        // Tesseract's and poppler-glib's headers only: the libraries themselves are opened the
        // first time a file is read (LibraryLoading), so commands that read none start sooner.
        .systemLibrary(
            name: "CTesseract",
            providers: [.apt(["libtesseract-dev", "tesseract-ocr-eng", "tesseract-ocr-osd"])]
        ),
        .systemLibrary(
            name: "CPoppler",
            providers: [.apt(["libpoppler-glib-dev"])]
        ),
        .target(
            name: "LibraryLoading",
            dependencies: ["CTesseract", "CPoppler", "CCairo"]
        ),
        .systemLibrary(
            name: "CGLib",
            pkgConfig: "glib-2.0",
            providers: [.apt(["libglib2.0-dev"])]
        ),
        // poppler's core C++ API, for the one thing poppler-glib cannot do safely: reading
        // embedded files (see Sources/PDFAttachments).
        .systemLibrary(
            name: "CPopplerCore",
            pkgConfig: "poppler",
            providers: [.apt(["libpoppler-private-dev"])]
        ),
        .target(
            name: "PDFAttachments",
            dependencies: ["CPopplerCore"]
        ),
        // ONNX Runtime's C API, opened at run time from the library setup installs (the second
        // OCR engine's inference; see Sources/ONNXRuntime/OrtApiTable.h).
        .target(name: "ONNXRuntime"),
        // Keeps libjpeg's and libpng's raw warnings off stderr: vault reports damaged image data
        // in its own words (see Sources/ImageLibraryMessages/ImageLibraryMessages.c).
        // The program's definitions of the two functions must be visible to liblept (exported),
        // for the dynamic linker to bind liblept's calls to them.
        .target(
            name: "ImageLibraryMessages",
            linkerSettings: [
                .unsafeFlags([
                    "-Xlinker", "--export-dynamic-symbol=jpeg_std_error",
                    "-Xlinker", "--export-dynamic-symbol=png_create_read_struct",
                ])
            ]
        ),
        // E-mail: GMime parses RFC 5322/MIME, libxml2's HTML parser lays HTML bodies out as text;
        // one C shim (Sources/MailParts) calls both and hands plain memory to Swift (Sources/Mail).
        .systemLibrary(
            name: "CGMime",
            pkgConfig: "gmime-3.0",
            providers: [.apt(["libgmime-3.0-dev"])]
        ),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(
            name: "MailParts",
            dependencies: ["CGMime", "CLibXML2"]
        ),
        .target(
            name: "Mail",
            dependencies: ["MailParts"]
        ),
        .target(
            name: "OCR",
            dependencies: [
                "CLeptonica", "CTesseract", "CPoppler", "CCairo", "CGLib", "LibraryLoading", "PDFAttachments",
                "ONNXRuntime", "ImageLibraryMessages", "Mail",
            ]
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .target(
            name: "Drawing",
            dependencies: ["CCairo", "CPoppler", "OCR"]
        ),
        // Understanding a document's text: receipts, invoices, e-invoices, bookings, kinds and
        // the one calibration of confidence. No storage, files or terminal (DESIGN.md).
        .target(
            name: "Reading",
            dependencies: ["OCR", "Mail"]
        ),
        .target(
            name: "Vault",
            dependencies: [
                "OCR",
                "Mail",
                "Reading",
                "CGLib",
                .product(name: "GRDB", package: "GRDB.swift"),
                "ZIPFoundation",
                .product(name: "CSV", package: "CSV.swift"),
                "Drawing",
            ]
        ),
        .target(
            name: "VaultServer",
            dependencies: [
                "OCR",
                "Reading",
                "Vault",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .executableTarget(
            name: "vault-cli",
            dependencies: [
                "OCR",
                "Reading",
                "Vault",
                "VaultServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["BuildInfo"]
        ),
        .executableTarget(
            name: "vault-scale",
            dependencies: [
                "Reading",
                "Vault",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Benchmarks/VaultScale"
        ),
        .testTarget(
            name: "OCRTests",
            dependencies: ["OCR"]
        ),
        // The readers' unit tests need the reading engine only: no database, files or vault.
        .testTarget(
            name: "ReadingTests",
            dependencies: [
                "OCR",
                "Reading",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["ParserCases"]
        ),
        .testTarget(
            name: "VaultTests",
            dependencies: [
                "Reading",
                "Vault",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "CLITests",
            dependencies: ["vault-cli", "Reading", "Vault"]
        ),
        // `vault --version`: the git commit the binary is built from (scripts/build-info.sh).
        .plugin(name: "BuildInfo", capability: .buildTool()),
        .testTarget(
            name: "ServerTests",
            dependencies: ["VaultServer", "Reading", "Vault"]
        ),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
