package arkham.cli;

import arkham.engine.Internal;
import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** This module's code reads games through the engine's API alone: it names nothing the engine declares internal ({@link Internal}). */
@Tag("slow")
class EngineApiOnlyTest {
    @Test
    void namesNoEngineInternals() {
        var classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("arkham.cli");
        noClasses().should().dependOnClassesThat(DescribedPredicate.describe("are engine internals " + Internal.PACKAGES + " " + Internal.CLASSES,
                (JavaClass c) -> Internal.is(c.getName()))).check(classes);
    }
}
